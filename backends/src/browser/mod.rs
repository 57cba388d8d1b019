//! Any browser as a backend: fpsig serves a page, the page's WebGPU device runs the kernels,
//! and every buffer, launch and read crosses one WebSocket (`fpsig serve`).

mod link;
pub(crate) mod runtime;
mod who;
mod wire;

pub use link::{cut_to_bytes, random_token, same, Link, PageMessage, Transport, PAGE};
pub use runtime::{BrowserDevice, BrowserRuntime};
pub use who::Hello;
pub use wire::MAX_FRAME;

use crate::visit::{Backend, Client};
use crate::BackendError;
use cubecl::prelude::ComputeClient;
use runtime::{lock, BrowserServer, Pipelines, Shared};
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// How long a page may take to describe itself once connected (asking for an adapter and a
/// device can take seconds on a laptop waking its GPU).
const HELLO_WAIT: Duration = Duration::from_secs(60);

fn unavailable(reason: String) -> BackendError {
    BackendError::Unavailable {
        api: crate::Api::WebGpu,
        reason,
    }
}

/// A page fpsig measures: the backend its tab is, and the connection to tell it progress.
pub struct Session {
    link: Shared,
    pub hello: Hello,
    /// What the page's server keeps that the session's end lets go.
    pipelines: Arc<Mutex<Pipelines>>,
    own_log: crate::visit::OwnLog,
}

/// CubeCL keeps the page's server (and its device thread) for the process's life: its
/// pipelines and kernel sources are emptied when the session ends, so that a process measuring
/// many pages (`fpsig hub`) keeps little of each.
impl Drop for Session {
    fn drop(&mut self) {
        *lock(&self.pipelines) = Pipelines::default();
        *lock(&self.own_log) = String::new();
    }
}

impl Session {
    /// Reads the page's description from `link` and opens its adapter as a backend.
    pub fn open(mut link: Link) -> Result<(Session, Backend), BackendError> {
        let text = link.hello(HELLO_WAIT).map_err(unavailable)?;
        let hello: Hello = serde_json::from_str(&text).map_err(|e| {
            unavailable(format!(
                "the page's description is not one fpsig's page sends (line {}, column {})",
                e.line(),
                e.column()
            ))
        })?;
        if !hello.webgpu {
            let reason = wire::page_words(hello.reason.as_deref().unwrap_or("no reason given"));
            link.close("this browser has no WebGPU");
            return Err(unavailable(format!("the browser has no WebGPU: {reason}")));
        }
        let (identity, capabilities) = who::identify(&hello);
        let link = Arc::new(Mutex::new(link));
        let own_log = crate::visit::OwnLog::default();
        let pipelines = Arc::<Mutex<Pipelines>>::default();
        let server = BrowserServer::new(
            link.clone(),
            &hello,
            capabilities.f16,
            own_log.clone(),
            pipelines.clone(),
        );
        // CubeCL 0.10 keeps a device registered (and its thread) for the process's life, and
        // refuses a second registration of an id: a process measures at most 65,536 pages.
        static NEXT: AtomicU32 = AtomicU32::new(0);
        let Ok(id) = u16::try_from(NEXT.fetch_add(1, Ordering::Relaxed)) else {
            lock(&link).close("this fpsig has measured all the pages it can: it needs a restart");
            return Err(unavailable(
                "this process has measured 65,536 pages, all CubeCL's device ids: restart it"
                    .into(),
            ));
        };
        let device = BrowserDevice(id);
        let client = ComputeClient::<BrowserRuntime>::init(&device, server);
        let backend = Backend {
            identity,
            capabilities,
            client: Client::Browser(client),
            own_log: Some(own_log.clone()),
        };
        let session = Session {
            link,
            hello,
            pipelines,
            own_log,
        };
        Ok((session, backend))
    }

    /// Why the page can no longer be used, once it cannot.
    pub fn lost(&self) -> Option<String> {
        lock(&self.link).lost().map(str::to_string)
    }

    /// Sends the page a JSON message (progress, the summary) to show.
    pub fn tell(&self, json: String) -> Result<(), String> {
        lock(&self.link).tell(json)
    }

    /// Ends the run; the page shows `reason` where it did not get a summary.
    pub fn close(&self, reason: &str) {
        lock(&self.link).close(reason);
    }
}
