//! The hub's HTTP side: axum routes on hyper, every request bounded (body size, time, per-address
//! upload rate), every connection bounded (a count, and a deadline for its request head), and
//! nothing served that is not the database's.

use super::pages;
use super::state::{admit, blocking, internal, unix_now, Hub, Limits, Refusal, Shared, Visits};
use super::store::{Context, Filter, Source, Store};
use crate::commands::listen::PAGE_HEADERS;
use axum::body::Bytes;
use axum::extract::{ConnectInfo, DefaultBodyLimit, Path, Query, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{Html, IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use fpsig_harness::signature::{Format, Signature};
use governor::{Quota, RateLimiter};
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::service::TowerToHyperService;
use std::collections::HashMap;
use std::net::SocketAddr;
use std::num::NonZeroU32;
use std::sync::Arc;
use tokio::net::TcpListener;
use tokio::sync::Semaphore;
use tower::ServiceExt;
use tower_http::timeout::TimeoutLayer;

/// The hub's routes over `store`; visitors' sessions run `only` this family or finding where
/// given.
pub fn router(
    store: Store,
    admin_token: Option<String>,
    limits: Limits,
    only: Option<String>,
) -> Router {
    let per_minute = NonZeroU32::new(limits.uploads_per_minute.max(1)).expect("non-zero");
    let hub = Arc::new(Hub {
        store,
        admin_token,
        uploads: RateLimiter::keyed(Quota::per_minute(per_minute)),
        visits: Visits::new(&limits, only),
    });
    Router::new()
        .route("/", get(table))
        .route("/table.json", get(table_json))
        .route("/device/{id}", get(device))
        .route("/device/{id}/signature.snap", get(device_snap))
        .route("/device/{id}/signature.json", get(device_json))
        .route("/compare", get(compare))
        .route(
            "/probe",
            get(|| async { (PAGE_HEADERS, fpsig_backends::browser::PAGE) }),
        )
        .route("/probe/ws", get(super::visit::socket))
        .route("/api/submissions", post(submit))
        .route("/admin/hide/{id}", post(hide))
        .fallback(|| async { Refusal(StatusCode::NOT_FOUND, "no such page".into()) })
        .layer(DefaultBodyLimit::max(limits.body))
        .layer(TimeoutLayer::with_status_code(
            StatusCode::REQUEST_TIMEOUT,
            limits.request,
        ))
        .with_state(hub)
}

/// Serves `router` on `listener` until the process ends: at most `limits.connections` at once,
/// each given `limits.head` for its request head; the peer's address reaches the handlers
/// (for rate limits) and goes nowhere else.
pub async fn serve(listener: TcpListener, router: Router, limits: Limits) {
    let slots = Arc::new(Semaphore::new(limits.connections));
    loop {
        let Ok(permit) = slots.clone().acquire_owned().await else {
            return;
        };
        let Ok((stream, peer)) = listener.accept().await else {
            continue;
        };
        let service = router
            .clone()
            .map_request(move |mut request: axum::http::Request<_>| {
                request.extensions_mut().insert(ConnectInfo(peer));
                request
            });
        tokio::spawn(async move {
            let _ = hyper::server::conn::http1::Builder::new()
                .timer(TokioTimer::new())
                .header_read_timeout(limits.head)
                .serve_connection(TokioIo::new(stream), TowerToHyperService::new(service))
                .with_upgrades()
                .await;
            drop(permit);
        });
    }
}

/// The table's query: empty fields are no filter.
fn filter(query: &HashMap<String, String>) -> Filter {
    let field = |name: &str| {
        query
            .get(name)
            .map(|v| v.trim().to_string())
            .filter(|v| !v.is_empty())
    };
    Filter {
        api: field("api"),
        vendor: field("vendor"),
        os: field("os"),
        browser: field("browser"),
        finding: field("finding"),
    }
}

async fn table(
    State(hub): State<Shared>,
    Query(query): Query<HashMap<String, String>>,
) -> Result<Html<String>, Refusal> {
    blocking(&hub, move |hub| {
        let filter = filter(&query);
        let rows = hub.store.rows(&filter).map_err(internal)?;
        let probes = hub.store.probes().map_err(internal)?;
        Ok(Html(pages::table(&filter, &probes, &rows)))
    })
    .await
}

async fn table_json(
    State(hub): State<Shared>,
    Query(query): Query<HashMap<String, String>>,
) -> Result<Json<serde_json::Value>, Refusal> {
    let rows = blocking(&hub, move |hub| {
        hub.store.rows(&filter(&query)).map_err(internal)
    })
    .await?;
    let rows: Vec<serde_json::Value> = rows
        .iter()
        .map(|r| {
            serde_json::json!({
                "id": r.id, "count": r.count, "source": r.source, "api": r.api,
                "adapter": r.adapter, "driver": r.driver, "kind": r.kind,
                "browser": r.browser, "os": r.os, "verdict": r.verdict,
            })
        })
        .collect();
    Ok(Json(serde_json::Value::Array(rows)))
}

fn entry(hub: &Hub, id: &str) -> Result<super::store::Entry, Refusal> {
    let missing = || Refusal(StatusCode::NOT_FOUND, "no such submission".into());
    let id: i64 = id.parse().map_err(|_| missing())?;
    hub.store.entry(id).map_err(internal)?.ok_or_else(missing)
}

async fn device(
    State(hub): State<Shared>,
    Path(id): Path<String>,
) -> Result<Html<String>, Refusal> {
    blocking(&hub, move |hub| Ok(Html(pages::device(&entry(hub, &id)?)))).await
}

fn download(text: String, kind: &'static str, name: &'static str) -> Response {
    let disposition = format!("attachment; filename=\"{name}\"");
    (
        [
            (header::CONTENT_TYPE, kind.to_string()),
            (header::CONTENT_DISPOSITION, disposition),
        ],
        text,
    )
        .into_response()
}

async fn device_snap(
    State(hub): State<Shared>,
    Path(id): Path<String>,
) -> Result<Response, Refusal> {
    let text = blocking(&hub, move |hub| {
        Ok(entry(hub, &id)?.signature.render(Format::Yaml))
    })
    .await?;
    Ok(download(text, "text/yaml; charset=utf-8", "signature.snap"))
}

async fn device_json(
    State(hub): State<Shared>,
    Path(id): Path<String>,
) -> Result<Response, Refusal> {
    let text = blocking(&hub, move |hub| {
        Ok(entry(hub, &id)?.signature.render(Format::Json))
    })
    .await?;
    Ok(download(text, "application/json", "signature.json"))
}

async fn compare(
    State(hub): State<Shared>,
    Query(query): Query<HashMap<String, String>>,
) -> Result<Html<String>, Refusal> {
    blocking(&hub, move |hub| {
        let side = |name: &str| entry(hub, query.get(name).map_or("", String::as_str));
        Ok(Html(pages::compare(&side("a")?, &side("b")?)))
    })
    .await
}

/// An uploaded signature (the body, any format `fpsig` reads), stored as submitted: measured by
/// its sender, not by the hub.
async fn submit(
    State(hub): State<Shared>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    body: Bytes,
) -> Result<Response, Refusal> {
    if !admit(&hub.uploads, peer.ip()) {
        return Err(Refusal(
            StatusCode::TOO_MANY_REQUESTS,
            "too many uploads from this address: wait a minute".into(),
        ));
    }
    let received = unix_now();
    let id = blocking(&hub, move |hub| {
        let text = std::str::from_utf8(&body).map_err(|_| {
            Refusal(
                StatusCode::BAD_REQUEST,
                "not a signature: not UTF-8 text".into(),
            )
        })?;
        let signature = Signature::parse(text).map_err(|e| Refusal(StatusCode::BAD_REQUEST, e))?;
        (hub.store)
            .insert(&signature, Source::Submitted, &Context::default(), received)
            .map_err(internal)
    })
    .await?;
    let answer = serde_json::json!({ "id": id, "page": format!("/device/{id}") });
    Ok((StatusCode::CREATED, Json(answer)).into_response())
}

/// Hides a submission (and the identical ones): the admin token as a bearer token.
async fn hide(
    State(hub): State<Shared>,
    Path(id): Path<String>,
    headers: HeaderMap,
) -> Result<Response, Refusal> {
    let given = (headers.get(header::AUTHORIZATION))
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Bearer "));
    let allowed = match (&hub.admin_token, given) {
        (Some(token), Some(given)) => {
            fpsig_backends::browser::same(token.as_bytes(), given.as_bytes())
        }
        _ => false,
    };
    if !allowed {
        return Err(Refusal(StatusCode::FORBIDDEN, "not allowed".into()));
    }
    let id: i64 = id
        .parse()
        .map_err(|_| Refusal(StatusCode::NOT_FOUND, "no such submission".into()))?;
    match blocking(&hub, move |hub| hub.store.hide(id).map_err(internal)).await? {
        true => Ok((StatusCode::OK, format!("hid {id}\n")).into_response()),
        false => Err(Refusal(StatusCode::NOT_FOUND, "no such submission".into())),
    }
}
