// not compiled for hlsl: no WGSL to translate: the compiler panicked: I8 is not a valid WgpuElement
