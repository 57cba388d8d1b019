//! Standard output as a pipe's reader expects: a reader that went away (`fpsig diff A B | head
//! -1`) ends the command quietly, as it ends `cat`; any other failure to write (a full disk) is
//! a one-line error. Rust ignores SIGPIPE, so a closed pipe reaches `print!` as an error, and
//! `print!` panics on it.

use std::io::{ErrorKind, Write};

/// Writes `text` to standard output and flushes it. A closed pipe ends the process here, as
/// SIGPIPE ends `cat`; another error is returned as a sentence.
pub fn print(text: &str) -> Result<(), String> {
    let mut out = std::io::stdout().lock();
    match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        Ok(()) => Ok(()),
        Err(e) if e.kind() == ErrorKind::BrokenPipe => end_as_a_closed_pipe_ends(),
        Err(e) => Err(format!("cannot write the output: {e}")),
    }
}

/// The width diff lines are cut to: `COLUMNS` where set, else the terminal's, else 100.
pub fn width() -> usize {
    if let Some(columns) = std::env::var("COLUMNS").ok().and_then(|c| c.parse().ok()) {
        return columns;
    }
    #[cfg(unix)]
    {
        // SAFETY: TIOCGWINSZ only fills the winsize given; it fails where stdout is no terminal.
        let mut size: libc::winsize = unsafe { std::mem::zeroed() };
        if unsafe { libc::ioctl(libc::STDOUT_FILENO, libc::TIOCGWINSZ, &mut size) } == 0
            && size.ws_col > 0
        {
            return size.ws_col as usize;
        }
    }
    100
}

/// Ends the process the way a default SIGPIPE does: no message, and the shell sees the signal.
fn end_as_a_closed_pipe_ends() -> ! {
    #[cfg(unix)]
    // SAFETY: restoring the default disposition and raising the signal only ends the process.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
        libc::raise(libc::SIGPIPE);
    }
    std::process::exit(141)
}
