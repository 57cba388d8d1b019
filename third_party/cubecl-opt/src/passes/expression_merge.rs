use std::{cell::RefCell, mem::take};

use cubecl_ir::{
    ConstantValue, CoopMma, Instruction, Operation, Operator, Type, UnaryOperator, Variable,
    VariableKind,
};
use stable_vec::StableVec;

use crate::{
    AtomicCounter, NodeIndex, Optimizer,
    deterministic::{HashMap, HashSet},
    visit_noop,
};

use super::OptimizerPass;

/// Inline constants or simple reassignments that don't change the type. This simplifies the code
/// and makes it easier to find optimizable expressions.
pub struct InlineAssignments;

// fpsig: the same steps as CubeCL 0.10.0's pass, which after each one started again from the
// first instruction and rewrote every read of the program: here a step goes on where the last
// one stopped (an instruction that could not be inlined still cannot: an inlined copy's input is
// as immutable as its output, and of its type), but for the phi nodes, which are looked at again
// from the first block; and the reads are rewritten once at the end, each to the end of its
// chain of inlined copies. See third_party/CUBECL-DETERMINISM.md.
impl OptimizerPass for InlineAssignments {
    fn apply_post_ssa(&mut self, opt: &mut Optimizer, changes: AtomicCounter) {
        let mut inlining = Inlining::new(opt);
        while inlining.step(opt) {
            changes.inc();
        }
        let inlined = &inlining.inlined;
        if !inlined.is_empty() {
            opt.visit_all(|_, var| *var = resolve(inlined, *var), visit_noop);
        }
    }
}

struct Inlining {
    /// Each inlined output, to what its reads become (not itself inlined).
    inlined: HashMap<Variable, Variable>,
    /// Per block, the first instruction slot not yet seen that cannot be inlined.
    from: HashMap<NodeIndex, usize>,
    /// What every phi node's entries read, once rewritten, and more: a phi node can become
    /// trivial only when a read among these is inlined.
    phi_reads: HashSet<Variable>,
    /// The blocks whose phi nodes are not trivial (as they read now).
    phis_kept: HashSet<NodeIndex>,
}

fn resolve(inlined: &HashMap<Variable, Variable>, mut var: Variable) -> Variable {
    while let Some(to) = inlined.get(&var) {
        var = *to;
    }
    var
}

impl Inlining {
    fn new(opt: &Optimizer) -> Self {
        let phi_reads = opt
            .program
            .node_indices()
            .flat_map(|node| {
                let phis = opt.program[node].phi_nodes.borrow();
                let reads: Vec<Variable> = phis
                    .iter()
                    .flat_map(|phi| phi.entries.iter().map(|e| e.value))
                    .collect();
                reads
            })
            .collect();
        Self {
            inlined: HashMap::default(),
            from: HashMap::default(),
            phi_reads,
            phis_kept: HashSet::default(),
        }
    }

    /// One step of CubeCL's pass: the first block's trivial phi nodes made copies, or the first
    /// copy or cast of its own type inlined. False when there is none.
    fn step(&mut self, opt: &mut Optimizer) -> bool {
        for node in opt.program.node_indices().collect::<Vec<_>>() {
            if !self.phis_kept.contains(&node) {
                let removed = self.remove_trivial_phis(opt, node);
                self.phis_kept.insert(node);
                if removed {
                    self.from.insert(node, 0);
                    return true;
                }
            }
            let ops = opt.program[node].ops.clone();
            let mut slot = self.from.get(&node).copied().unwrap_or(0);
            loop {
                let Some(idx) = ops.borrow().first_filled_slot_from(slot) else {
                    break;
                };
                slot = idx + 1;
                let op = ops.borrow()[idx].clone();
                if let Some((input, out)) = self.inlinable(&op) {
                    if input != out && !self.inlined.contains_key(&out) {
                        self.inlined.insert(out, input);
                        if self.phi_reads.contains(&out) {
                            self.phi_reads.insert(input);
                            self.phis_kept.clear();
                        }
                    }
                    ops.borrow_mut().remove(idx);
                    self.from.insert(node, slot);
                    return true;
                }
            }
            self.from.insert(node, slot);
        }
        false
    }

    /// Trivial phi nodes (every entry the same, once inlined reads are rewritten) become copies
    /// at the start of the block.
    fn remove_trivial_phis(&self, opt: &mut Optimizer, node: NodeIndex) -> bool {
        let mut removed_phi = Vec::new();
        opt.program[node].phi_nodes.borrow_mut().retain(|it| {
            let reference = resolve(&self.inlined, it.entries[0].value);
            if it
                .entries
                .iter()
                .all(|it| resolve(&self.inlined, it.value) == reference)
            {
                removed_phi.push(it.clone());
                false
            } else {
                true
            }
        });
        if removed_phi.is_empty() {
            return false;
        }
        let mut phi_assigns = removed_phi
            .into_iter()
            .map(|phi| Instruction::new(Operation::Copy(phi.entries[0].value), phi.out))
            .collect::<StableVec<_>>();
        let ops = take(&mut *opt.program[node].ops.borrow_mut());
        phi_assigns.extend(ops.into_iter().map(|(_, v)| v));
        *opt.program[node].ops.borrow_mut() = phi_assigns;
        true
    }

    /// The input (its reads rewritten) and output of a copy or cast CubeCL's pass inlines.
    fn inlinable(&self, op: &Instruction) -> Option<(Variable, Variable)> {
        match op.operation {
            Operation::Copy(input)
            | Operation::Operator(Operator::Cast(UnaryOperator { input }))
            | Operation::Operator(Operator::Reinterpret(UnaryOperator { input }))
            | Operation::CoopMma(CoopMma::Cast { input }) => {
                let input = resolve(&self.inlined, input);
                let out = op.out();
                ((input.is_immutable() || input.is_array())
                    && (out.is_immutable() || out.is_array())
                    && input.ty == op.ty())
                .then_some((input, out))
            }
            _ => None,
        }
    }
}

/// Merge identical and immutable expressions in the same block into a single variable.
///
/// # Example
/// ```ignore
/// let a = rank - 2;
/// let b = rank - 1;
/// // in some other function
/// let x = rank - 2;
/// ```
/// would simplify to
/// ```ignore
/// let a = rank - 2;
/// let b = rank - 1;
/// let x = a;
/// ```
/// which can get further inlined by other optimization passes.
///
pub struct MergeSameExpressions;

// fpsig: the same merges as CubeCL 0.10.0's pass, found through a hash map instead of comparing
// every pair of a block's instructions (quadratic: most of the time a large kernel took to
// compile). See third_party/CUBECL-DETERMINISM.md.
impl OptimizerPass for MergeSameExpressions {
    fn apply_post_ssa(&mut self, opt: &mut Optimizer, changes: AtomicCounter) {
        for node in opt.node_ids() {
            let ops = opt.program[node].ops.clone();
            let indices = ops.borrow().indices().collect::<Vec<_>>();
            let mut earlier = HashMap::default();
            for (i, idx) in indices.iter().enumerate() {
                merge_op(opt, i, *idx, &ops, &mut earlier, &changes);
            }
        }
    }
}

/// The immutable instructions before the current one, by expression (constants' zeros of either
/// sign as one, as `==` takes them) and output type: their positions in the block, in order.
type Earlier = HashMap<(Operation, Type), Vec<(usize, Variable)>>;

/// What CubeCL's pass leaves in instruction `i`: each earlier immutable instruction `e` whose
/// expression and output type equal `i`'s as it then is, in order, makes it a copy of `e`'s
/// output. Then `i` joins the earlier ones where its operands and output are immutable.
fn merge_op(
    opt: &mut Optimizer,
    i: usize,
    idx: usize,
    ops: &RefCell<StableVec<Instruction>>,
    earlier: &mut Earlier,
    changes: &AtomicCounter,
) -> Option<()> {
    let mut op = ops.borrow()[idx].clone();
    let out = op.out?;
    let mut after = None;
    // The key of the instruction as it is when no earlier one matches it any more.
    let key = loop {
        let key = (zeros_as_one(opt, &op.operation, out), out.ty);
        let next = earlier.get(&key).and_then(|list| {
            let from = after.map_or(0, |a| list.partition_point(|p: &(usize, _)| p.0 <= a));
            list.get(from).copied()
        });
        let Some((e, e_out)) = next else {
            break key;
        };
        op.operation = Operation::Copy(e_out);
        after = Some(e);
        changes.inc();
    };
    if after.is_some() {
        ops.borrow_mut()[idx].operation = op.operation.clone();
    }
    let mut is_mut = false;
    opt.visit_operation(&mut op.operation, &mut Some(out), |_, var| {
        if !var.is_immutable() {
            is_mut = true;
        }
    });
    opt.visit_out(&mut op.out, |_, var| {
        if !var.is_immutable() {
            is_mut = true;
        }
    });
    if !is_mut {
        earlier.entry(key).or_default().push((i, out));
    }
    Some(())
}

/// `operation` with every floating-point constant zero made +0: `==` takes -0 and +0 as equal,
/// the hash does not.
fn zeros_as_one(opt: &mut Optimizer, operation: &Operation, out: Variable) -> Operation {
    let mut operation = operation.clone();
    opt.visit_operation(&mut operation, &mut Some(out), |_, var| {
        if let VariableKind::Constant(ConstantValue::Float(f)) = &mut var.kind
            && *f == 0.0
        {
            *f = 0.0;
        }
    });
    operation
}
