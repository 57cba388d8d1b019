//! The probe page for visitors: each tab's WebSocket is a session of its own (no token), queued
//! behind a bound on sessions at once with its place shown, measured on a thread of its own
//! (the kernels on the visitor's GPU, the analysis on that thread: the sessions' bound is the
//! analysis pool's), then shown against the nearest rows and stored only at the visitor's word.

use super::nearest::Near;
use super::state::{admit, blocking, internal, unix_now, Hub, Refusal, Shared};
use super::store::{Context, Source};
use crate::commands::serve::{done_message, measure};
use crate::relay::{self, close, same_origin, Inbox, Relay, ToPage, RUNNING_BYTES, WAITING_BYTES};
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{ConnectInfo, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use fpsig_backends::browser::{Link, Session};
use fpsig_harness::runner::families;
use fpsig_harness::Signature;
use serde_json::json;
use std::net::{IpAddr, SocketAddr};
use std::sync::atomic::Ordering;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::{mpsc, oneshot, OwnedSemaphorePermit};

/// How long a measured visitor has to choose to add the signature.
const ADD_WAIT: Duration = Duration::from_secs(300);
/// The nearest rows shown, and the differences shown of each.
const NEAREST: usize = 5;

/// `GET /probe/ws`: the page's WebSocket, from the hub's own pages only (a browser names the
/// page's origin; another site's page must not spend its visitors' GPUs here).
pub async fn socket(
    ws: WebSocketUpgrade,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    State(hub): State<Shared>,
) -> Response {
    if !same_origin(&headers) {
        return Refusal(StatusCode::FORBIDDEN, "not from this hub's page".into()).into_response();
    }
    relay::bounded(ws).on_upgrade(move |socket| visit(socket, hub, peer.ip()))
}

async fn visit(mut socket: WebSocket, hub: Shared, ip: IpAddr) {
    // Every attempt counts against the address's rate, turned away or not.
    if !admit(&hub.visits.rate, ip) {
        return close(
            socket,
            "too many runs from this address: try again in a minute",
        )
        .await;
    }
    let Ok(_open) = hub.visits.open.clone().try_acquire_owned() else {
        return close(socket, "the hub is busy: try again in a few minutes").await;
    };
    let (inbox, outgoing, relay) = relay::pair();
    let Some(slot) = queue(&mut socket, &hub, &inbox).await else {
        return;
    };
    match run(&mut socket, &hub, slot, (inbox, outgoing, relay)).await {
        Ok(visit) => offer(socket, hub, visit).await,
        Err(why) => close(socket, &why).await,
    }
}

/// Waits for a free session in line, telling the page its place; `None` where the tab left.
async fn queue(socket: &mut WebSocket, hub: &Hub, page: &Inbox) -> Option<OwnedSemaphorePermit> {
    let visits = &hub.visits;
    let ticket = visits.next.fetch_add(1, Ordering::Relaxed);
    visits.waiting().push_back(ticket);
    // One acquisition kept across the loop: the semaphore serves waiters first come, first served.
    let acquire = visits.running.clone().acquire_owned();
    tokio::pin!(acquire);
    let mut tick = tokio::time::interval(Duration::from_secs(1));
    let mut told = 0;
    let slot = loop {
        tokio::select! {
            biased;
            permit = &mut acquire => break permit.ok(),
            _ = tick.tick() => {
                let place = visits.place(ticket);
                if place != told {
                    told = place;
                    let text = json!({"queue": {"place": place}}).to_string();
                    if socket.send(Message::Text(text.into())).await.is_err() {
                        break None;
                    }
                }
            }
            message = socket.recv() => match message {
                Some(Ok(message)) => {
                    if page.forward(message, WAITING_BYTES).is_err() {
                        break None;
                    }
                }
                _ => break None,
            },
        }
    };
    visits.waiting().retain(|&t| t != ticket);
    slot
}

/// What a visit measured, before the visitor chose.
struct Visit {
    signature: Signature,
    context: Context,
}

/// Runs the probes on a thread of their own while relaying the page's messages both ways;
/// the session's slot is given back when the thread ends.
async fn run(
    socket: &mut WebSocket,
    hub: &Hub,
    slot: OwnedSemaphorePermit,
    (inbox, mut outgoing, transport): (Inbox, mpsc::Receiver<ToPage>, Relay),
) -> Result<Visit, String> {
    let (done, mut finished) = oneshot::channel();
    let only = hub.visits.only.clone();
    std::thread::Builder::new()
        .name("fpsig-visit".into())
        .spawn(move || {
            let start = std::time::Instant::now();
            let measured = measure_visit(transport, only.as_deref());
            drop(slot);
            log_visit(&measured, start.elapsed());
            let _ = done.send(measured);
        })
        .map_err(|_| "the hub cannot start a run now: try again later".to_string())?;
    let session = hub.visits.session;
    let until = async {
        tokio::select! {
            result = &mut finished => Some(result.unwrap_or_else(|_| Err("the run failed".into()))),
            _ = tokio::time::sleep(session) => None,
        }
    };
    let lost = match relay::pump(socket, &inbox, &mut outgoing, RUNNING_BYTES, until).await {
        // The thread's result, or the session's time ran out.
        Ok(Some(result)) => return result,
        Ok(None) => format!(
            "the run took longer than {} minutes",
            session.as_secs() / 60
        ),
        Err(why) => why,
    };
    // The session's next send or receive fails: its thread ends and frees the slot.
    drop((inbox, outgoing));
    let _ = finished.await;
    Err(lost)
}

/// One line on standard error per visit: its outcome and time, never who or why in the
/// page's words.
fn log_visit(measured: &Result<Visit, String>, took: Duration) {
    let outcome = match measured {
        Ok(_) => "measured",
        Err(_) => "ended early",
    };
    let line = format!(
        "fpsig hub: a visit {outcome} in {:.1} s\n",
        took.as_secs_f64()
    );
    let _ = std::io::Write::write_all(&mut std::io::stderr(), line.as_bytes());
}

/// The session's thread: the page's adapter as a backend, every probe family, the summary.
fn measure_visit(transport: Relay, only: Option<&str>) -> Result<Visit, String> {
    let (session, backend) =
        Session::open(Link::new(Box::new(transport))).map_err(|e| e.to_string())?;
    let selected = families(only).map_err(|e| e.to_string())?;
    let name = backend.identity.snapshot_name();
    let measured = measure(&session, &backend, &selected, only, &name, |_| Ok(()))?;
    if let Some(why) = measured.stopped {
        return Err(format!("the run stopped: {why}"));
    }
    session.tell(done_message(&measured.signature))?;
    let (browser, os) = session.hello.browser_and_os();
    Ok(Visit {
        signature: measured.signature,
        context: Context {
            browser: Some(browser),
            os: Some(os),
        },
    })
}

/// A nearest row for the page: who it is and its differences (at most ten, each verdict up to
/// its first `;`), and how many there are.
fn near_json(near: &Near) -> serde_json::Value {
    let first = |v: &str| v.split(';').next().unwrap_or("").to_string();
    let shown: Vec<_> = (near.differences.iter().take(10))
        .map(|d| json!([d.probe, first(&d.theirs), first(&d.yours)]))
        .collect();
    json!({
        "id": near.id, "adapter": near.adapter, "driver": near.driver, "browser": near.browser,
        "os": near.os, "count": near.count, "differ": near.differences.len(), "differences": shown,
    })
}

/// Whether the page's next text, within `ADD_WAIT`, asks to add the signature (frames the page
/// still sends, a late fault, are passed over).
async fn asked_to_add(socket: &mut WebSocket) -> bool {
    let deadline = tokio::time::Instant::now() + ADD_WAIT;
    loop {
        match tokio::time::timeout_at(deadline, socket.recv()).await {
            Ok(Some(Ok(Message::Text(text)))) => return text.as_str() == r#"{"add":true}"#,
            Ok(Some(Ok(Message::Binary(_) | Message::Ping(_) | Message::Pong(_)))) => {}
            _ => return false,
        }
    }
}

/// Shows the nearest rows, then stores the signature if the visitor asks within `ADD_WAIT`.
async fn offer(mut socket: WebSocket, hub: Shared, visit: Visit) {
    let signature = Arc::new(visit.signature);
    let mine = signature.clone();
    let nearest: Result<Vec<Near>, Refusal> = blocking(&hub, move |hub| {
        (hub.store.nearest(&mine, NEAREST)).map_err(internal)
    })
    .await;
    let Ok(nearest) = nearest else {
        return close(socket, "the table cannot be read now: not added").await;
    };
    let rows: Vec<_> = nearest.iter().map(near_json).collect();
    let text = json!({ "nearest": rows }).to_string();
    if socket.send(Message::Text(text.into())).await.is_err() {
        return;
    }
    if !asked_to_add(&mut socket).await {
        return close(socket, "not added").await;
    }
    let received = unix_now();
    let context = visit.context;
    let stored = blocking(&hub, move |hub| {
        (hub.store
            .insert(&signature, Source::Browser, &context, received))
        .map_err(internal)
    })
    .await;
    match stored {
        Ok(id) => {
            let text = json!({"added": {"id": id, "page": format!("/device/{id}")}}).to_string();
            let _ = socket.send(Message::Text(text.into())).await;
            close(socket, "added").await;
        }
        Err(Refusal(_, why)) => close(socket, &format!("not added: {why}")).await,
    }
}
