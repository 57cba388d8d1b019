//! The CLI's commands, each returning the text to print or a one-line error. `tmd` and `bench`
//! have folders of their own beside this one.

pub mod diff;
pub mod list;
pub mod listen;
pub mod load;
pub mod report;
pub mod results;
pub mod serve;
pub mod shaders;
pub mod signature;
