// not compiled for glsl: no WGSL to translate: the compiler panicked: Cooperative matrix-multiply and accumulate not supported.
