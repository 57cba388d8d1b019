//! The families' own report sections ([`fpsig_harness::shown::Section`]: a heading, a
//! paragraph, tables of strings), in registry order; `templates/section.html` renders them.
//! No family is named here.

use fpsig_harness::probes::registry;
use fpsig_harness::shown::Section;
use fpsig_harness::Signature;

/// Every section some family makes of `signatures`; empty where none does.
pub fn of(signatures: &[Signature]) -> Vec<Section> {
    registry()
        .iter()
        .filter_map(|family| (family.shown.section)(signatures))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use askama::Template;
    use fpsig_harness::shown::Table;

    /// The index page's part for sections, alone.
    #[derive(Template)]
    #[template(path = "section.html")]
    struct One<'a> {
        s: &'a Section,
    }

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
            One { s: &s }.render().unwrap(),
            "<h2>Units</h2><p>a &#60; b</p><table class=\"unit\" id=\"unit-x\"><thead><tr>\
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
        let sections = of(&[cuda, lavapipe.clone()]);
        assert_eq!(sections.len(), 1);
        assert!(sections[0]
            .tables
            .iter()
            .any(|t| t.id == "unit-mma.f16_f32"));
        assert!(of(&[lavapipe]).is_empty());
    }
}
