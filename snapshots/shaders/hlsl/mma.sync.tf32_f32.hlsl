// not compiled for hlsl: no WGSL to translate: the compiler panicked: tf32 is not a valid WgpuElement
