//! The machine's cores and adapters, shared by the trials. The runner starts every trial at
//! once (its threads only wait); a trial runs once a core is free, the adapters it holds are
//! free, and no waiter ranked before it could run instead. So a trial whose adapter is busy holds
//! no core meanwhile, and when a trial on an adapter ends, the next trial on that adapter (a
//! chain the others on it wait for) takes the core before a host trial does.

use std::collections::BTreeMap;
use std::sync::{Condvar, Mutex, OnceLock};

/// Who takes a free core first: lower first, then the earlier asker.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
pub(crate) enum Rank {
    /// A trial that holds an adapter: trials on that adapter wait for it.
    Adapter,
    /// A host trial, or one that runs a program.
    Host,
    /// A trial that reads what a warm-up computes meanwhile.
    Late,
}

struct State {
    free: usize,
    /// The adapters (their indices) a running trial holds.
    busy: Vec<usize>,
    /// The adapters each waiting trial needs, by (rank, ticket).
    waiting: BTreeMap<(Rank, u64), Vec<usize>>,
    next_ticket: u64,
}

impl State {
    fn can_run(&self, adapters: &[usize]) -> bool {
        self.free > 0 && adapters.iter().all(|a| !self.busy.contains(a))
    }
}

pub(crate) struct Cores {
    state: Mutex<State>,
    changed: Condvar,
}

static CORES: OnceLock<Cores> = OnceLock::new();

/// Sets how many trials run at once (the runner's `--test-threads`, or the machine's cores).
pub(crate) fn set(count: usize) {
    let _ = CORES.set(Cores::new(count));
}

/// Waits for a core and the adapters (indices) `adapters`.
pub(crate) fn take(rank: Rank, adapters: Vec<usize>) -> Core<'static> {
    CORES
        .get_or_init(|| Cores::new(std::thread::available_parallelism().map_or(1, |n| n.get())))
        .take(rank, adapters)
}

/// A core and adapters held until dropped.
pub(crate) struct Core<'a> {
    cores: &'a Cores,
    adapters: Vec<usize>,
}

impl Drop for Core<'_> {
    fn drop(&mut self) {
        let mut state = self.cores.state.lock().unwrap_or_else(|e| e.into_inner());
        state.free += 1;
        state.busy.retain(|a| !self.adapters.contains(a));
        drop(state);
        self.cores.changed.notify_all();
    }
}

impl Cores {
    pub(crate) fn new(count: usize) -> Self {
        Cores {
            state: Mutex::new(State {
                free: count.max(1),
                busy: Vec::new(),
                waiting: BTreeMap::new(),
                next_ticket: 0,
            }),
            changed: Condvar::new(),
        }
    }

    /// Waits until a core and `adapters` are free and no waiter before this one (by rank, then
    /// arrival) could run on them.
    pub(crate) fn take(&self, rank: Rank, adapters: Vec<usize>) -> Core<'_> {
        let mut state = self.state.lock().unwrap_or_else(|e| e.into_inner());
        let me = (rank, state.next_ticket);
        state.next_ticket += 1;
        state.waiting.insert(me, adapters.clone());
        loop {
            let first = state
                .waiting
                .iter()
                .find(|(_, needs)| state.can_run(needs))
                .map(|(k, _)| *k);
            if first == Some(me) {
                break;
            }
            state = self.changed.wait(state).unwrap_or_else(|e| e.into_inner());
        }
        state.waiting.remove(&me);
        state.free -= 1;
        state.busy.extend(&adapters);
        drop(state);
        // Another waiter may run now too.
        self.changed.notify_all();
        Core {
            cores: self,
            adapters,
        }
    }

    /// How many trials wait.
    pub(crate) fn waiting(&self) -> usize {
        self.state
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .waiting
            .len()
    }
}

pub const TESTS: &[super::Test] = &[super::Test::Host(
    "a_freed_core_goes_to_the_first_trial_that_can_run",
    a_freed_core_goes_to_the_first_trial_that_can_run,
)];

/// Both cores held, one by a trial on adapter 0: a host trial, a late one, a trial on adapter 0
/// and one on adapter 1 ask, in that order. The core freed first goes to adapter 1's trial (an
/// adapter's trials before the host's), then to the host's and the late one's: adapter 0's trial,
/// first in rank, waits for its adapter without holding the core from them; it runs once its
/// adapter is freed.
fn a_freed_core_goes_to_the_first_trial_that_can_run() {
    let cores = Cores::new(2);
    let order = Mutex::new(Vec::new());
    std::thread::scope(|s| {
        let on_0 = cores.take(Rank::Adapter, vec![0]);
        let host = cores.take(Rank::Host, vec![]);
        let asks = [
            (Rank::Host, vec![]),
            (Rank::Late, vec![]),
            (Rank::Adapter, vec![0]),
            (Rank::Adapter, vec![1]),
        ];
        for (i, (rank, adapters)) in asks.into_iter().enumerate() {
            let before = cores.waiting();
            let (cores, order) = (&cores, &order);
            s.spawn(move || {
                let _core = cores.take(rank, adapters);
                order.lock().unwrap().push(i);
            });
            while cores.waiting() == before {
                std::thread::yield_now();
            }
        }
        drop(host);
        while order.lock().unwrap().len() < 3 {
            std::thread::yield_now();
        }
        drop(on_0);
    });
    assert_eq!(order.into_inner().unwrap(), [3, 0, 1, 2]);
}
