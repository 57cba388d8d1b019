pub mod conv;
pub mod exception;
pub mod factory;
pub mod name;
pub mod result;
pub mod time;
