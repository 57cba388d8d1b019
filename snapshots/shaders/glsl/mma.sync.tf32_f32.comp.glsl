// not compiled for glsl: no WGSL to translate: the compiler panicked: tf32 is not a valid WgpuElement
