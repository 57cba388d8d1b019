//! What the commands print with: the terminal's width and a closed pipe ([`output`]), aligned
//! tables ([`table`]), clap's refusals as one line ([`arguments`]).

pub mod arguments;
pub mod output;
pub mod table;
