// not compiled for wgsl: the compiler panicked: I8 is not a valid WgpuElement
