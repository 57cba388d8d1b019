// not compiled for hlsl: no WGSL to translate: the compiler panicked: U8 is not a valid WgpuElement
