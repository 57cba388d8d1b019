// not compiled for wgsl: the compiler panicked: bf16 is not a valid WgpuElement
