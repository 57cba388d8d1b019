// not compiled for glsl: GLSL has no 64-bit integer type
