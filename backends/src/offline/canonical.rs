//! CubeCL emits a few runs of declarations in hash-map order, so one kernel's source differs
//! from run to run in the order of those lines only. The canonical order sorts exactly those
//! runs, so that a snapshot changes only when the code does.

/// Whether a line only declares one of CubeCL's mutable locals (`float l_mut_14;` in C++,
/// `var l_mut_14: f32;` in WGSL).
fn is_mutable_declaration(line: &str) -> bool {
    let l = line.trim();
    l.ends_with(';') && !l.contains('=') && l.split_whitespace().any(|t| t.starts_with("l_mut_"))
}

/// The SPIR-V lines CubeCL emits in hash-map order: the built-in input variables and their
/// decorations.
fn is_builtin_line(line: &str) -> bool {
    line.contains(" BuiltIn ") || (line.contains(" = OpVariable ") && line.ends_with(" Input"))
}

fn sort_runs(source: &str, member: impl Fn(&str) -> bool) -> Vec<String> {
    let mut lines: Vec<String> = source.lines().map(str::to_string).collect();
    for run in lines.chunk_by_mut(|a, b| member(a) == member(b)) {
        if run.first().is_some_and(|l| member(l)) {
            run.sort_unstable();
        }
    }
    lines
}

/// `source` with its hash-map-ordered runs sorted: mutable declarations in WGSL and C++, the
/// built-in inputs and the entry point's interface list in SPIR-V.
pub fn canonical_order(source: &str) -> String {
    let spirv = source.contains("OpEntryPoint");
    let mut lines = if spirv {
        sort_runs(source, is_builtin_line)
    } else {
        sort_runs(source, is_mutable_declaration)
    };
    for line in lines.iter_mut().filter(|l| l.starts_with("OpEntryPoint ")) {
        // `OpEntryPoint Model %fn "name" %interface...`: the interface is a set.
        if let Some((head, interface)) = line.rsplit_once('"') {
            let mut ids: Vec<&str> = interface.split_whitespace().collect();
            ids.sort_unstable();
            *line = format!("{head}\" {}", ids.join(" "));
        }
    }
    let mut text = lines.join("\n");
    if source.ends_with('\n') {
        text.push('\n');
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_hash_map_ordered_runs_are_sorted() {
        let c =
            "int x = 1;\nuint32 l_mut_9;\nfloat l_mut_2;\ny = x;\nfloat l_mut_7;\nfloat l_mut_1;\n";
        assert_eq!(
            canonical_order(c),
            "int x = 1;\nfloat l_mut_2;\nuint32 l_mut_9;\ny = x;\nfloat l_mut_1;\nfloat l_mut_7;\n"
        );
        let spirv =
            "OpEntryPoint GLCompute %28 \"k\" %41 %36 %5\nOpDecorate %41 BuiltIn NumWorkgroups\n\
                     OpDecorate %36 BuiltIn GlobalInvocationId\nOpDecorate %5 Binding 0";
        assert_eq!(
            canonical_order(spirv),
            "OpEntryPoint GLCompute %28 \"k\" %36 %41 %5\nOpDecorate %36 BuiltIn GlobalInvocationId\n\
             OpDecorate %41 BuiltIn NumWorkgroups\nOpDecorate %5 Binding 0"
        );
    }
}
