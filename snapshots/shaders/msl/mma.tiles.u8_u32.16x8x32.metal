// not compiled for msl: CubeCL's kernel expansion panicked
