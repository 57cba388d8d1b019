//! `fpsig diff`: signatures side by side, or one judged by API rules.

use super::load::load_or_measure;
use fpsig_harness::diff::{self as diffs, Layout, Side};
use fpsig_harness::rules::{self, RuleSet};
use fpsig_harness::Signature;

pub fn run(
    args: &[String],
    rule_names: Option<&str>,
    all: bool,
    json: bool,
) -> Result<String, String> {
    if let Some(names) = rule_names {
        let sets = RuleSet::parse_list(names)?;
        let [arg] = args else {
            return Err(format!(
                "--rules judges one signature; {} were given",
                args.len()
            ));
        };
        let signature = load_or_measure(arg)?;
        let rows = rules::judge_signature(&signature, &sets)?;
        return Ok(rules::render(&signature, &sets, &rows));
    }
    if args.len() < 2 {
        return Err("diff needs two or more signatures (or one with --rules API,...)".into());
    }
    let signatures = args
        .iter()
        .map(|a| load_or_measure(a))
        .collect::<Result<Vec<_>, _>>()?;
    let sides: Vec<Side> = signatures
        .iter()
        .zip(args)
        .map(|(signature, argument)| Side {
            signature,
            argument,
        })
        .collect();
    let refs: Vec<&Signature> = signatures.iter().collect();
    let differences = diffs::diff(&refs);
    if json {
        let value = diffs::to_json(&sides, &differences);
        return Ok(serde_json::to_string_pretty(&value).expect("plain data") + "\n");
    }
    let layout = Layout {
        all,
        width: crate::terminal::output::width(),
    };
    Ok(diffs::render(&sides, &differences, layout))
}
