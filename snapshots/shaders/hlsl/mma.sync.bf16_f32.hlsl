// not compiled for hlsl: no WGSL to translate: the compiler panicked: bf16 is not a valid WgpuElement
