// not compiled for hlsl: no WGSL to translate: the compiler panicked: Cooperative matrix-multiply and accumulate not supported.
