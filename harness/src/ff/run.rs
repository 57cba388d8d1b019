//! The float-float operators on a backend: one launch per block of operand sets.

use super::operands::Operands;
use super::{Formulation, Kernel, Operator, Word};
use crate::device::{arg, cubes, download, upload, zeros};
use cubecl::prelude::*;
use fpsig_backends::{Backend, RuntimeVisitor};
use fpsig_kernels::double_word::double_words;
use fpsig_kernels::eft::transforms;

/// Operand sets per launch: 2^22 (the buffers stay below 100 MiB for binary64 words).
const BLOCK: usize = 1 << 22;

struct Evaluate<'a, W> {
    op: Operator,
    form: Formulation,
    operands: &'a Operands<W>,
}

impl<W: Word> RuntimeVisitor for Evaluate<'_, W> {
    type Output = Result<Vec<W>, String>;
    fn visit<R: Runtime>(self, client: &ComputeClient<R>) -> Self::Output {
        let o = self.operands;
        let n = o.len();
        let constants = upload(client, &[W::SPLIT, W::from_f64(1.0)]);
        let (mut hi, mut lo) = (Vec::with_capacity(n), Vec::with_capacity(n));
        for start in (0..n).step_by(BLOCK) {
            let end = (start + BLOCK).min(n);
            let m = end - start;
            let block = |h: &[W], l: &[W]| [&h[start..end], &l[start..end]].concat();
            let out = zeros::<R, W>(client, 2 * m);
            let (count, dim) = cubes(m);
            match self.op.kernel() {
                Kernel::Transform(which) => {
                    let (a, b) = (
                        upload(client, &o.xh[start..end]),
                        upload(client, &o.yh[start..end]),
                    );
                    transforms::launch::<W, R>(
                        client,
                        count,
                        dim,
                        arg(&a, m),
                        arg(&b, m),
                        arg(&constants, 2),
                        arg(&out, 2 * m),
                        which,
                        self.form.kernel_id(),
                    );
                }
                Kernel::DoubleWord(op) => {
                    let x = upload(client, &block(&o.xh, &o.xl));
                    let y = upload(client, &block(&o.yh, &o.yl));
                    double_words::launch::<W, R>(
                        client,
                        count,
                        dim,
                        arg(&x, 2 * m),
                        arg(&y, 2 * m),
                        arg(&constants, 2),
                        arg(&out, 2 * m),
                        op,
                        self.form.kernel_id(),
                    );
                }
            }
            let r = download::<R, W>(client, out)?;
            hi.extend_from_slice(&r[..m]);
            lo.extend_from_slice(&r[m..]);
        }
        hi.extend(lo);
        Ok(hi)
    }
}

/// `op` in formulation `form` on every operand set: the `hi` words, then the `lo` words.
pub fn evaluate<W: Word>(
    backend: &Backend,
    op: Operator,
    form: Formulation,
    operands: &Operands<W>,
) -> Result<Vec<W>, String> {
    backend.visit(Evaluate { op, form, operands })
}
