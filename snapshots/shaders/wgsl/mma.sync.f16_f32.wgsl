// not compiled for wgsl: the compiler panicked: Cooperative matrix-multiply and accumulate isn't supported on wgpu.
