//! The families' own report sections ([`fpsig_harness::shown::Section`]: a heading, a
//! paragraph, tables of strings) as HTML, in registry order. No family is named here.

use super::html::escape;
use fpsig_harness::probes::registry;
use fpsig_harness::shown::Section;
use fpsig_harness::Signature;
use std::fmt::Write as _;

/// Every section some family makes of `signatures`; empty where none does.
pub fn html(signatures: &[Signature]) -> String {
    registry()
        .iter()
        .filter_map(|family| (family.shown.section)(signatures))
        .map(|s| section(&s))
        .collect()
}

fn section(s: &Section) -> String {
    let mut h = format!("<h2>{}</h2><p>{}</p>", escape(&s.heading), escape(&s.intro));
    for table in &s.tables {
        let _ = write!(
            h,
            "<table class=\"unit\" id=\"{}\"><thead><tr>",
            escape(&table.id)
        );
        for cell in &table.header {
            let _ = write!(h, "<th>{}</th>", escape(cell));
        }
        h.push_str("</tr></thead><tbody>");
        for row in &table.rows {
            h.push_str("<tr>");
            for cell in row {
                let _ = write!(h, "<td>{}</td>", escape(cell));
            }
            h.push_str("</tr>");
        }
        h.push_str("</tbody></table>");
    }
    h
}

#[cfg(test)]
mod tests {
    use super::*;
    use fpsig_harness::shown::Table;

    #[test]
    fn a_section_is_escaped_rows_of_cells_under_its_heading() {
        let s = Section {
            heading: "Units".into(),
            intro: "a < b".into(),
            tables: vec![Table {
                id: "unit-x".into(),
                header: vec!["x".into(), "backend".into()],
                rows: vec![vec!["tile".into(), "16x16".into()]],
            }],
        };
        assert_eq!(
            section(&s),
            "<h2>Units</h2><p>a &lt; b</p><table class=\"unit\" id=\"unit-x\"><thead><tr>\
             <th>x</th><th>backend</th></tr></thead><tbody><tr><td>tile</td><td>16x16</td>\
             </tr></tbody></table>"
        );
    }

    #[test]
    fn the_committed_matrix_units_get_their_section_and_lavapipe_none() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("snapshots");
        let read = |name: &str| {
            Signature::parse(&std::fs::read_to_string(root.join(name)).unwrap()).unwrap()
        };
        let cuda = read("cuda-nvrtc-nvidia-h100-80gb-hbm3.snap");
        let lavapipe = read("vulkan-spirv-llvmpipe.snap");
        let h = html(&[cuda, lavapipe.clone()]);
        assert!(h.contains("id=\"unit-mma.f16_f32\""), "{h}");
        assert!(h.contains("<td>model check</td><td>102400 of 102400</td>"));
        assert_eq!(html(&[lavapipe]), "");
    }
}
