// not compiled for glsl: no definition in scope for identifier: `inf`
