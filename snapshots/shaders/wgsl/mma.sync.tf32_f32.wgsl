// not compiled for wgsl: the compiler panicked: tf32 is not a valid WgpuElement
