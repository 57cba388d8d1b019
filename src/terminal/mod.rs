//! What the commands print with: the terminal's width and a closed pipe ([`output`]), aligned
//! tables ([`table`]).

pub mod output;
pub mod table;
