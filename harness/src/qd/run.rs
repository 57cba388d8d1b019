//! The double-double and quad-double operations on a backend: one launch per block of operand
//! pairs.

use super::functions::constants;
use super::operands::Operands;
use super::Operation;
use crate::device::{arg, cubes, download, uninit, upload};
use crate::ff::Word;
use cubecl::prelude::*;
use cubecl::server::Handle;
use fpsig_backends::{Backend, RuntimeVisitor};
use fpsig_kernels::multi_word::{multi_words, Transforms};

/// Operand pairs per launch: 2^20 (32 MiB per quad-double buffer).
const BLOCK: usize = 1 << 20;

struct Evaluate<'a, W> {
    op: Operation,
    transforms: Transforms,
    operands: &'a Operands<W>,
}

impl<W: Word> RuntimeVisitor for Evaluate<'_, W> {
    type Output = Result<Vec<W>, String>;
    fn visit<R: Runtime>(self, client: &ComputeClient<R>) -> Self::Output {
        let o = self.operands;
        let (n, words) = (o.len(), o.words);
        let c = constants::<W>(self.op);
        let constants = upload(client, &c);
        let mut columns = vec![Vec::with_capacity(n); words];
        for start in (0..n).step_by(BLOCK) {
            let end = (start + BLOCK).min(n);
            let m = end - start;
            let block = |v: &[W]| -> Vec<W> {
                (0..words)
                    .flat_map(|j| v[j * n + start..j * n + end].iter().copied())
                    .collect()
            };
            let x = upload(client, &block(&o.x));
            let y = upload(client, &block(&o.y));
            let out = uninit::<R, W>(client, words * m);
            launch_operation::<R, W>(
                client,
                self.op,
                self.transforms,
                m,
                (&x, &y),
                (&constants, c.len()),
                &out,
            );
            let r = download::<R, W>(client, out)?;
            for (j, column) in columns.iter_mut().enumerate() {
                column.extend_from_slice(&r[j * m..(j + 1) * m]);
            }
        }
        Ok(columns.concat())
    }
}

/// Launches `op` with transforms `t` on `n` numbers of resident buffers (`x`, `y`, `out`: word 0
/// of every number, then word 1, …; `constants`: [`constants`]'s, and their count), one per
/// thread.
pub fn launch_operation<R: Runtime, W: Word>(
    client: &ComputeClient<R>,
    op: Operation,
    t: Transforms,
    n: usize,
    (x, y): (&Handle, &Handle),
    (constants, constants_len): (&Handle, usize),
    out: &Handle,
) {
    let (count, dim) = cubes(n);
    let len = op.words() * n;
    multi_words::launch::<W, R>(
        client,
        count,
        dim,
        arg(x, len),
        arg(y, len),
        arg(constants, constants_len),
        arg(out, len),
        op.kernel_id(),
        t,
    );
}

/// `op` with `transforms` on every operand pair: word 0 of every result, then word 1, ….
pub fn evaluate<W: Word>(
    backend: &Backend,
    op: Operation,
    transforms: Transforms,
    operands: &Operands<W>,
) -> Result<Vec<W>, String> {
    backend.visit(Evaluate {
        op,
        transforms,
        operands,
    })
}
