//! clap's refusals as fpsig's other errors read: one line, `fpsig: error: ...`, exit status 2;
//! `--help` and `--version` written as any output is (a full disk is an error, a closed pipe
//! ends quietly).

use clap::error::{ContextKind, ContextValue, ErrorKind};

/// What to do with an error clap returned for the command line.
pub enum Refusal {
    /// Help or version text, to write to standard output.
    Text(String),
    /// One line, to say as an error.
    Line(String),
    /// The usage, to write to standard error (no command given).
    Usage(String),
}

/// The refusal `e` as help text or one line.
pub fn refusal(e: &clap::Error) -> Refusal {
    match e.kind() {
        ErrorKind::DisplayHelp | ErrorKind::DisplayVersion => Refusal::Text(e.to_string()),
        ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => Refusal::Usage(e.to_string()),
        _ => Refusal::Line(one_line(e)),
    }
}

/// clap's message on one line: its first line without `error: `, then the values it suggests
/// (`possible values: ...`) in parentheses; its usage and `--help` hint dropped.
fn one_line(e: &clap::Error) -> String {
    let rendered = e.to_string();
    let first = rendered.lines().next().unwrap_or_default();
    let mut line = first.strip_prefix("error: ").unwrap_or(first).to_string();
    if let Some(ContextValue::Strings(valid)) = e.get(ContextKind::ValidValue) {
        line += &format!(" (possible values: {})", valid.join(", "));
    }
    line
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::{Parser, ValueEnum};

    #[derive(Clone, ValueEnum)]
    enum Shape {
        Table,
        Json,
    }

    #[derive(Parser)]
    struct Cli {
        #[arg(long, value_enum, default_value = "table")]
        format: Shape,
        #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=8))]
        streams: u32,
    }

    fn refused(args: &[&str]) -> String {
        let e = Cli::try_parse_from([&["x"], args].concat())
            .err()
            .expect("refused");
        match refusal(&e) {
            Refusal::Line(line) => line,
            Refusal::Text(text) | Refusal::Usage(text) => panic!("help for {args:?}: {text}"),
        }
    }

    #[test]
    fn each_refusal_is_one_line_that_names_the_option() {
        let line = refused(&["--format", "xml"]);
        assert_eq!(
            line,
            "invalid value 'xml' for '--format <FORMAT>' (possible values: table, json)"
        );
        let line = refused(&["--streams", "0"]);
        assert!(
            line.contains("--streams") && line.contains("1..=8"),
            "{line}"
        );
        let line = refused(&["--nosuch"]);
        assert!(line.starts_with("unexpected argument '--nosuch'"), "{line}");
        for line in [line, refused(&["--streams", ""])] {
            assert!(!line.contains('\n'), "{line}");
        }
        let e = Cli::try_parse_from(["x", "--help"]).err().unwrap();
        assert!(matches!(refusal(&e), Refusal::Text(t) if t.contains("--streams")));
    }
}
