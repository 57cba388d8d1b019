// not compiled for wgsl: the compiler panicked: U8 is not a valid WgpuElement
