// not compiled for msl: the compiler panicked: Row/Col index should be handled by processors
