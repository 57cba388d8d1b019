// not compiled for msl: CubeCL's MSL has `#error type double not supported!`
