// not compiled for glsl: A scalar with an unsupported width was requested: Scalar { kind: Float, width: 2 }
