// not compiled for glsl: no WGSL to translate: the compiler panicked: U8 is not a valid WgpuElement
