// not compiled for wgsl: the compiler panicked: Minifloat is not a valid WgpuElement
