// not compiled for glsl: no WGSL to translate: the compiler panicked: bf16 is not a valid WgpuElement
