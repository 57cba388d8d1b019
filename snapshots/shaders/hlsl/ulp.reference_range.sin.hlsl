// not compiled for hlsl: no definition in scope for identifier: `inf`
