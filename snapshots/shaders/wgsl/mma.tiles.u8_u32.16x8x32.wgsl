// not compiled for wgsl: the compiler panicked: Cooperative matrix-multiply and accumulate not supported.
