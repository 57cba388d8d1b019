//! What a hub's requests and visits share: the bounds it keeps, the database, the rate
//! limiters, the visitors' sessions, and the one-line refusal every route answers with.

use super::pages;
use super::store::Store;
use axum::http::StatusCode;
use axum::response::{Html, IntoResponse, Response};
use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter};
use std::collections::VecDeque;
use std::net::IpAddr;
use std::num::NonZeroU32;
use std::sync::atomic::AtomicU64;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::sync::Semaphore;

/// The largest signature a hub takes by default, in bytes.
pub const MAX_BODY: usize = 4 << 20;

/// The bounds a public hub keeps.
#[derive(Debug, Clone, Copy)]
pub struct Limits {
    /// The largest request body (an uploaded signature), in bytes.
    pub body: usize,
    /// Connections open at once; the next waits in the kernel's backlog.
    pub connections: usize,
    /// Time for a request's head to arrive (a slow client is cut off after it).
    pub head: Duration,
    /// Time for a whole request's answer.
    pub request: Duration,
    /// Uploads one address may make per minute.
    pub uploads_per_minute: u32,
    /// Visitors' sessions measured at once (each a thread running the probes).
    pub sessions: usize,
    /// Visitors waiting for a session beyond those; the next is turned away.
    pub waiting: usize,
    /// Sessions one address may start per minute.
    pub sessions_per_minute: u32,
    /// The longest a session may run.
    pub session: Duration,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            body: MAX_BODY,
            connections: 256,
            head: Duration::from_secs(5),
            request: Duration::from_secs(30),
            uploads_per_minute: 10,
            sessions: 2,
            waiting: 16,
            sessions_per_minute: 3,
            session: Duration::from_secs(20 * 60),
        }
    }
}

/// Addresses a per-address limiter remembers before it forgets those whose quota is full again.
const FORGET_ADDRESSES_PAST: usize = 10_000;

/// Whether `limiter` lets `ip` in now; past many addresses it first forgets those whose quota
/// is full again (memory stays bounded).
pub fn admit(limiter: &DefaultKeyedRateLimiter<IpAddr>, ip: IpAddr) -> bool {
    if limiter.len() > FORGET_ADDRESSES_PAST {
        limiter.retain_recent();
    }
    limiter.check_key(&ip).is_ok()
}

/// Now, in seconds since 1970 (a submission's time).
pub fn unix_now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() as i64)
}

/// What every request of a hub shares.
pub struct Hub {
    pub store: Store,
    pub admin_token: Option<String>,
    pub uploads: DefaultKeyedRateLimiter<IpAddr>,
    pub visits: Visits,
}

pub type Shared = Arc<Hub>;

/// A request refused or failed: its status and one line for people.
pub struct Refusal(pub StatusCode, pub String);

impl IntoResponse for Refusal {
    fn into_response(self) -> Response {
        let page = pages::error(self.0.as_str(), &self.1);
        (self.0, Html(page)).into_response()
    }
}

pub fn internal(message: String) -> Refusal {
    Refusal(StatusCode::INTERNAL_SERVER_ERROR, message)
}

/// The visitors' sessions: those running, those waiting in order, the rate per address.
pub struct Visits {
    pub running: Arc<Semaphore>,
    /// Visits open at once: running, waiting, or deciding whether to add.
    pub open: Arc<Semaphore>,
    waiting: Mutex<VecDeque<u64>>,
    pub next: AtomicU64,
    pub rate: DefaultKeyedRateLimiter<IpAddr>,
    pub session: Duration,
    /// Run only this probe family or finding id (a hub for tests or a quick look).
    pub only: Option<String>,
}

impl Visits {
    pub fn new(limits: &Limits, only: Option<String>) -> Visits {
        let per_minute = NonZeroU32::new(limits.sessions_per_minute.max(1)).expect("non-zero");
        Visits {
            running: Arc::new(Semaphore::new(limits.sessions)),
            open: Arc::new(Semaphore::new(limits.sessions + limits.waiting)),
            waiting: Mutex::new(VecDeque::new()),
            next: AtomicU64::new(0),
            rate: RateLimiter::keyed(Quota::per_minute(per_minute)),
            session: limits.session,
            only,
        }
    }

    pub fn waiting(&self) -> std::sync::MutexGuard<'_, VecDeque<u64>> {
        self.waiting.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The place of `ticket` in the line, 1 for the next to run.
    pub fn place(&self, ticket: u64) -> usize {
        self.waiting()
            .iter()
            .position(|&t| t == ticket)
            .map_or(0, |i| i + 1)
    }
}

/// Runs `work` on the blocking threads: the database (synced commits, a lock shared by every
/// request), parsing uploads and rendering pages take milliseconds, kept off the async workers.
pub async fn blocking<T: Send + 'static>(
    hub: &Shared,
    work: impl FnOnce(&Hub) -> Result<T, Refusal> + Send + 'static,
) -> Result<T, Refusal> {
    let hub = hub.clone();
    tokio::task::spawn_blocking(move || work(&hub))
        .await
        .map_err(|e| internal(format!("the request did not finish: {e}")))?
}
