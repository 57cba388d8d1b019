//! The float-float operators on a backend: one launch per block of operand sets.

use super::operands::Operands;
use super::{Formulation, Kernel, Operator, Word};
use crate::device::{arg, cubes, download, uninit, upload, CUBE_DIM};
use cubecl::prelude::*;
use cubecl::server::Handle;
use fpsig_backends::{Backend, RuntimeVisitor};
use fpsig_kernels::eft::transforms;
use fpsig_kernels::multi_word::double_word::double_words;

/// Operand sets per launch: 2^22 (the buffers stay below 100 MiB for binary64 words).
const BLOCK: usize = 1 << 22;

struct Evaluate<'a, W> {
    op: Operator,
    form: Formulation,
    operands: &'a Operands<W>,
    threads: Option<usize>,
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
            // Transforms take the high words only; double words their high then low words.
            let operand = |h: &[W], l: &[W]| match self.op.kernel() {
                Kernel::Transform(_) => upload(client, &h[start..end]),
                Kernel::DoubleWord(_) => upload(client, &[&h[start..end], &l[start..end]].concat()),
            };
            let (x, y) = (operand(&o.xh, &o.xl), operand(&o.yh, &o.yl));
            let out = uninit::<R, W>(client, 2 * m);
            launch_operator::<R, W>(
                client,
                self.op,
                self.form,
                m,
                self.threads,
                &x,
                &y,
                &constants,
                &out,
            );
            let r = download::<R, W>(client, out)?;
            hi.extend_from_slice(&r[..m]);
            lo.extend_from_slice(&r[m..]);
        }
        hi.extend(lo);
        Ok(hi)
    }
}

/// Launches `op` in formulation `form` on `n` elements of resident buffers: `x` and `y` hold
/// `n` words (transforms) or `n` high words then `n` low words (double words); `out` receives
/// `n` high words then `n` low words; `constants` holds `[split constant, one]`. Double words
/// run one element per thread, or with `threads` threads striding over them.
#[allow(clippy::too_many_arguments)]
pub fn launch_operator<R: Runtime, W: Word>(
    client: &ComputeClient<R>,
    op: Operator,
    form: Formulation,
    n: usize,
    threads: Option<usize>,
    x: &Handle,
    y: &Handle,
    constants: &Handle,
    out: &Handle,
) {
    let (count, dim) = cubes(n);
    match op.kernel() {
        Kernel::Transform(which) => transforms::launch::<W, R>(
            client,
            count,
            dim,
            arg(x, n),
            arg(y, n),
            arg(constants, 2),
            arg(out, 2 * n),
            which,
            form.kernel_id(),
        ),
        Kernel::DoubleWord(id) => {
            let (count, stride) = match threads {
                Some(t) => (cubes(t).0, t.div_ceil(CUBE_DIM as usize) as u32 * CUBE_DIM),
                None => (count, 0),
            };
            double_words::launch::<W, R>(
                client,
                count,
                dim,
                arg(x, 2 * n),
                arg(y, 2 * n),
                arg(constants, 2),
                arg(out, 2 * n),
                id,
                form.kernel_id(),
                stride,
            )
        }
    }
}

/// `op` in formulation `form` on every operand set: the `hi` words, then the `lo` words.
pub fn evaluate<W: Word>(
    backend: &Backend,
    op: Operator,
    form: Formulation,
    operands: &Operands<W>,
) -> Result<Vec<W>, String> {
    backend.visit(Evaluate {
        op,
        form,
        operands,
        threads: None,
    })
}

/// [`evaluate`] with `threads` threads striding over the double words (the launch the
/// bandwidth ratio may time).
pub fn evaluate_striding<W: Word>(
    backend: &Backend,
    op: Operator,
    form: Formulation,
    operands: &Operands<W>,
    threads: usize,
) -> Result<Vec<W>, String> {
    backend.visit(Evaluate {
        op,
        form,
        operands,
        threads: Some(threads),
    })
}
