//! The order in which a unit adds a dot product's `k + 1` addends (`C` and the `k` products),
//! revealed as a tree with FPRev's method (Xie et al., USENIX ATC 2025): for each pair of
//! addends, one is `big`, the other `-big`, every other addend `small` ([`swamped`]). The
//! `small` ones added in a step that holds `big` are lost; those added after the pair cancelled
//! are kept, so the answer counts the addends outside the smallest subtree that holds both:
//! `k + 1 - answer/small` is that subtree's size. From every pair's size the tree is rebuilt
//! bottom up: the pairs of the smallest size join their subtrees into one node, then the
//! next size, and so on (a fused step of several products is one node of several children).

use super::model::{pow2, swamping, Builder, Inputs, Query};
use crate::simulated::Format;

/// `big` and `small`: [`swamping`]'s `small` divided by 32 (64 from 32 products on), so that
/// the sum of the others, carried from earlier steps, is still lost beside `big` (for binary16
/// outputs, in the output's subnormal range: a unit that flushes there shows no tree); no
/// smaller than the least product of two inputs (e4m3's: see [`readable`]).
fn swamped(input: Inputs, output: Format, k: usize) -> (f64, f64) {
    let (big, small) = swamping(input, output);
    let carried = (k + 1).next_power_of_two().max(32) as f64;
    (big, (small / carried).max(pow2(input.bottom())))
}

/// Whether the answers show the order for a unit keeping `extra_bits` bits below the output's
/// last one: the `small` addends of a query, all of them together, are below the last bit such
/// a unit keeps beside `big`. Every model of the grid, but for e4m3 by e4m3 (products from
/// 2^-18 to 2^14 asked) only those of few extra bits.
pub fn readable(input: Inputs, output: Format, k: usize, extra_bits: u32) -> bool {
    let (big, small) = swamped(input, output, k);
    let quantum = big * pow2(1 - output.precision as i32 - extra_bits as i32);
    (k + 1) as f64 * small < quantum
}

/// The queries, one per pair `(i, j)`, `i < j`, of addends (0 is `C`, `1 + p` product `p`).
pub fn queries(input: Inputs, output: Format, k: usize) -> Vec<Query> {
    let q = Builder { input, output, k };
    let (big, small) = swamped(input, output, k);
    let mut all = Vec::new();
    for i in 0..=k {
        for j in i + 1..=k {
            let value = |at: usize| match at {
                _ if at == i => big,
                _ if at == j => -big,
                _ => small,
            };
            let products: Vec<f64> = (1..=k).map(value).collect();
            all.push(q.products(
                format!("order: {} and {} cancel", name(i), name(j)),
                &products,
                value(0),
            ));
        }
    }
    all
}

/// Addend `i` as people read it: `C`, or the product's index.
fn name(i: usize) -> String {
    match i {
        0 => "C".into(),
        _ => (i - 1).to_string(),
    }
}

/// A subtree: its leaves (sorted) and how it prints.
#[derive(Debug, Clone)]
struct Node {
    leaves: Vec<usize>,
    text: String,
}

/// Children printed in order of their first leaf, runs of consecutive products as `a-b`.
fn join(mut children: Vec<Node>) -> Node {
    children.sort_by_key(|c| c.leaves[0]);
    let mut parts: Vec<String> = Vec::new();
    let mut run: Option<(usize, usize)> = None;
    let flush = |run: &mut Option<(usize, usize)>, parts: &mut Vec<String>| {
        if let Some((a, b)) = run.take() {
            parts.push(if a == b {
                name(a)
            } else {
                format!("{}-{}", name(a), name(b))
            });
        }
    };
    for c in &children {
        let leaf = c.leaves.len() == 1 && c.leaves[0] > 0;
        match run {
            Some((a, b)) if leaf && c.leaves[0] == b + 1 => run = Some((a, c.leaves[0])),
            _ => {
                flush(&mut run, &mut parts);
                if leaf {
                    run = Some((c.leaves[0], c.leaves[0]));
                } else {
                    parts.push(c.text.clone());
                }
            }
        }
    }
    flush(&mut run, &mut parts);
    let mut leaves: Vec<usize> = children.into_iter().flat_map(|c| c.leaves).collect();
    leaves.sort_unstable();
    Node {
        leaves,
        text: format!("({})", parts.join(", ")),
    }
}

/// The tree the answers to [`queries`] reveal, as `((C, 0-3), 4-7)`; an error where they are
/// no tree's answers (an answer that is no count of `small`, or sizes no tree has).
pub fn tree(input: Inputs, output: Format, k: usize, answers: &[f64]) -> Result<String, String> {
    let (_, small) = swamped(input, output, k);
    let n = k + 1;
    let mut sizes: Vec<(usize, usize, usize)> = Vec::new();
    let mut at = answers.iter();
    for i in 0..n {
        for j in i + 1..n {
            let answer = *at.next().ok_or("fewer answers than pairs")?;
            let count = answer / small;
            if count.fract() != 0.0 || !(0.0..=(n - 2) as f64).contains(&count) {
                return Err(format!(
                    "{} and {} cancelling gave {answer:e}, no count of the other addends",
                    name(i),
                    name(j)
                ));
            }
            sizes.push((n - count as usize, i, j));
        }
    }
    sizes.sort_unstable();
    // Each addend's current subtree.
    let mut owner: Vec<usize> = (0..n).collect();
    let mut nodes: Vec<Option<Node>> = (0..n)
        .map(|i| {
            Some(Node {
                leaves: vec![i],
                text: name(i),
            })
        })
        .collect();
    for level in sizes.chunk_by(|x, y| x.0 == y.0) {
        let size = level[0].0;
        // The subtrees this size joins, grouped: union of the pairs' owners.
        let mut groups: Vec<Vec<usize>> = Vec::new();
        for &(_, i, j) in level {
            let (a, b) = (owner[i], owner[j]);
            if a == b {
                continue;
            }
            let ga = groups.iter().position(|g| g.contains(&a));
            let gb = groups.iter().position(|g| g.contains(&b));
            match (ga, gb) {
                (Some(x), Some(y)) if x != y => {
                    let moved = groups.swap_remove(x.max(y));
                    groups[x.min(y)].extend(moved);
                }
                (Some(_), Some(_)) => {}
                (Some(x), None) => groups[x].push(b),
                (None, Some(y)) => groups[y].push(a),
                (None, None) => groups.push(vec![a, b]),
            }
        }
        for group in groups {
            let children: Vec<Node> = group
                .iter()
                .map(|&g| nodes[g].take().expect("a current subtree"))
                .collect();
            let node = join(children);
            if node.leaves.len() != size {
                return Err(format!(
                    "the pairs of subtree size {size} join {} addends: no tree",
                    node.leaves.len()
                ));
            }
            let id = nodes.len();
            for &leaf in &node.leaves {
                owner[leaf] = id;
            }
            nodes.push(Some(node));
        }
    }
    let mut rest = nodes.into_iter().flatten();
    match (rest.next(), rest.next()) {
        (Some(root), None) => Ok(root.text),
        _ => Err("the answers leave several trees apart".into()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::probes::mma::model::{most_extra_bits, MatrixUnit, WIDTHS};
    use crate::simulated::{Rounding, BINARY16, BINARY32, E4M3, E5M2, TF32};

    fn unit(input: Inputs, output: Format, width: usize) -> MatrixUnit {
        let bits = most_extra_bits(input, output);
        MatrixUnit::plain(input, output, width, bits, Rounding::NearestEven)
    }

    fn revealed(m: &MatrixUnit, k: usize) -> Result<String, String> {
        let answers: Vec<f64> = queries(m.input, m.output, k)
            .iter()
            .map(|q| m.dot(&q.a, &q.b, q.c))
            .collect();
        tree(m.input, m.output, k, &answers)
    }

    /// Every width of the grid, with as many extra bits as the grid holds, reveals its chain
    /// of steps: `C` and the first `width` products in one node, then `width` more each step.
    #[test]
    fn the_models_steps_are_revealed_as_a_chain() {
        let mixed = Inputs { a: E4M3, b: E5M2 };
        for (input, output, k) in [
            (Inputs::same(BINARY16), BINARY32, 16),
            (Inputs::same(BINARY16), BINARY16, 16),
            (Inputs::same(TF32), BINARY32, 8),
            (Inputs::same(E5M2), BINARY32, 32),
            (mixed, BINARY32, 32),
        ] {
            for width in WIDTHS.into_iter().filter(|&w| w <= k) {
                let mut expected = "C".to_string();
                for start in (0..k).step_by(width) {
                    let end = start + width - 1;
                    let run = if width == 1 {
                        start.to_string()
                    } else {
                        format!("{start}-{end}")
                    };
                    expected = format!("({expected}, {run})");
                }
                let m = unit(input, output, width);
                assert_eq!(revealed(&m, k), Ok(expected), "{m:?}");
            }
        }
        assert_eq!(
            revealed(&unit(Inputs::same(TF32), BINARY32, 4), 8).unwrap(),
            "((C, 0-3), 4-7)"
        );
    }

    /// e4m3's products span too few binades for every model: the order is read for a unit
    /// of few extra bits (its chain revealed), not for one of many, whose answers are no tree.
    #[test]
    fn e4m3s_order_is_read_only_where_its_products_reach() {
        let e4m3 = Inputs::same(E4M3);
        let plain = |bits| MatrixUnit::plain(e4m3, BINARY32, 16, bits, Rounding::TowardZero);
        assert!(readable(e4m3, BINARY32, 32, 3) && !readable(e4m3, BINARY32, 32, 4));
        assert_eq!(revealed(&plain(2), 32).unwrap(), "((C, 0-15), 16-31)");
        assert_ne!(revealed(&plain(7), 32), Ok("((C, 0-15), 16-31)".into()));
        for input in [Inputs::same(BINARY16), Inputs::same(E5M2)] {
            assert!(readable(
                input,
                BINARY32,
                32,
                most_extra_bits(input, BINARY32)
            ));
        }
    }

    /// A pairwise tree (a unit that sums products in pairs, then pairs of pairs, and adds `C`
    /// last) is rebuilt as such, and answers of no tree are refused.
    #[test]
    fn a_pairwise_tree_is_rebuilt_and_non_trees_refused() {
        let (input, output, k) = (Inputs::same(BINARY16), BINARY32, 4);
        let (big, small) = swamped(input, output, k);
        // (C, ((0, 1), (2, 3))): the subtree that holds addends i and j.
        let size = |i: usize, j: usize| match (i, j) {
            (0, _) => 5,
            (1, 2) | (3, 4) => 2,
            _ => 4,
        };
        let answers: Vec<f64> = (0..5)
            .flat_map(|i| (i + 1..5).map(move |j| (5 - size(i, j)) as f64 * small))
            .collect();
        assert_eq!(
            tree(input, output, k, &answers).unwrap(),
            "(C, ((0-1), (2-3)))"
        );
        let mut wrong = answers.clone();
        wrong[0] = big;
        assert!(tree(input, output, k, &wrong)
            .unwrap_err()
            .contains("C and 0"));
        let mut wrong = answers;
        wrong[4] = 2.0 * small; // 0 and 1 in a subtree of 3: no tree.
        assert!(tree(input, output, k, &wrong).is_err());
    }
}
