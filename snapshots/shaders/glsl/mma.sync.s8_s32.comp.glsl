// not compiled for glsl: no WGSL to translate: the compiler panicked: I8 is not a valid WgpuElement
