//! The one renderer of the benches' tables: a bench decides its rows (each cell already
//! formatted as its number needs), and this sizes every column to its widest cell.

use std::fmt::Write as _;

/// How a column's cells line up.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Align {
    /// Names and words.
    Left,
    /// Numbers.
    Right,
}

enum Line {
    Cells(Vec<String>),
    /// A line of its own across the table (an operation refused, a section's remark).
    Note(String),
}

/// A table being filled: its columns, then rows in order.
pub struct Table {
    columns: Vec<(String, Align)>,
    lines: Vec<Line>,
}

impl Table {
    pub fn new(columns: &[(&str, Align)]) -> Table {
        Table {
            columns: columns.iter().map(|&(n, a)| (n.to_string(), a)).collect(),
            lines: Vec::new(),
        }
    }

    /// A row: one cell per column (missing trailing cells are empty).
    pub fn row(&mut self, cells: Vec<String>) {
        debug_assert!(cells.len() <= self.columns.len(), "{cells:?}");
        self.lines.push(Line::Cells(cells));
    }

    pub fn note(&mut self, line: String) {
        self.lines.push(Line::Note(line));
    }

    /// The header and every line, columns two spaces apart, no trailing blanks.
    pub fn render(&self) -> String {
        let cell_width = |i: usize| {
            self.lines
                .iter()
                .filter_map(|l| match l {
                    Line::Cells(cells) => cells.get(i).map(|c| c.chars().count()),
                    Line::Note(_) => None,
                })
                .chain([self.columns[i].0.chars().count()])
                .max()
                .unwrap_or(0)
        };
        let widths: Vec<usize> = (0..self.columns.len()).map(cell_width).collect();
        let line = |cells: &[String]| {
            let mut text = String::new();
            for (i, cell) in cells.iter().enumerate() {
                let pad = " ".repeat(widths[i] - cell.chars().count());
                let sep = if i == 0 { "" } else { "  " };
                match self.columns[i].1 {
                    Align::Left => text += &format!("{sep}{cell}{pad}"),
                    Align::Right => text += &format!("{sep}{pad}{cell}"),
                }
            }
            text.trim_end().to_string()
        };
        let header: Vec<String> = self.columns.iter().map(|(n, _)| n.clone()).collect();
        let mut out = String::new();
        let _ = writeln!(out, "{}", line(&header));
        for l in &self.lines {
            let _ = match l {
                Line::Cells(cells) => writeln!(out, "{}", line(cells)),
                Line::Note(note) => writeln!(out, "{note}"),
            };
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn columns_take_their_widest_cell_and_align_as_declared() {
        let mut t = Table::new(&[("operation", Align::Left), ("ops/ms", Align::Right)]);
        t.row(vec!["dd_add".into(), "1.234e9".into()]);
        t.note("qd_tan refused".into());
        t.row(vec!["dd_mul_longer_name".into(), "7".into()]);
        assert_eq!(
            t.render(),
            "operation            ops/ms\n\
             dd_add              1.234e9\n\
             qd_tan refused\n\
             dd_mul_longer_name        7\n"
        );
    }

    #[test]
    fn a_short_row_leaves_its_last_columns_empty_and_no_trailing_blanks() {
        let mut t = Table::new(&[
            ("a", Align::Left),
            ("b", Align::Right),
            ("note", Align::Left),
        ]);
        t.row(vec!["x".into(), "12".into()]);
        t.row(vec!["y".into(), "3".into(), "below the claim".into()]);
        assert_eq!(t.render(), "a   b  note\nx  12\ny   3  below the claim\n");
    }
}
