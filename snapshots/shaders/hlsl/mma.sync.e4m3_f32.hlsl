// not compiled for hlsl: no WGSL to translate: the compiler panicked: Minifloat is not a valid WgpuElement
