//! `fpsig hub`: a public table of signatures (SQLite), with uploads of signatures measured
//! elsewhere (`fpsig submit`) and a moderation command; how to run one: docs/hub.md.

pub mod client;
mod nearest;
mod pages;
pub mod server;
mod state;
pub mod store;
mod visit;

use clap::{Args, Subcommand};
use state::Limits;
use std::net::SocketAddr;
use std::path::{Path, PathBuf};

/// `fpsig hub`: serve the table, or moderate a running hub.
#[derive(Args)]
#[command(args_conflicts_with_subcommands = true)]
pub struct HubArgs {
    #[command(subcommand)]
    pub action: Option<HubAction>,
    #[command(flatten)]
    pub serve: ServeOptions,
}

#[derive(Args)]
pub struct ServeOptions {
    /// The database (created where missing).
    #[arg(long, default_value = "fpsig-hub.db")]
    pub db: PathBuf,
    /// Address to listen on (port 0: any free one); the first line printed says which.
    #[arg(long, default_value = "127.0.0.1:8037")]
    pub listen: SocketAddr,
    /// A file holding the admin token (`fpsig hub hide` sends it); without it nothing can be
    /// hidden.
    #[arg(long)]
    pub admin_token_file: Option<PathBuf>,
    /// Uploads one address may make per minute.
    #[arg(long, default_value_t = Limits::default().uploads_per_minute)]
    pub uploads_per_minute: u32,
    /// Connections served at once (the next wait in the kernel's backlog).
    #[arg(long, default_value_t = Limits::default().connections)]
    pub connections: usize,
    /// Seconds a connection has to send its request's head before it is closed.
    #[arg(long, default_value_t = Limits::default().head.as_secs_f64())]
    pub head_timeout: f64,
    /// Visitors' sessions measured at once (/probe); each runs the probes on a thread of its own.
    #[arg(long, default_value_t = Limits::default().sessions)]
    pub sessions: usize,
    /// Visitors that may wait for a session, their place shown; the next is turned away.
    #[arg(long, default_value_t = Limits::default().waiting)]
    pub waiting: usize,
    /// Sessions one address may start per minute.
    #[arg(long, default_value_t = Limits::default().sessions_per_minute)]
    pub sessions_per_minute: u32,
    /// Visitors' sessions run only this probe family or finding id (the whole signature by
    /// default).
    #[arg(long)]
    pub only: Option<String>,
}

#[derive(Subcommand)]
pub enum HubAction {
    /// Hide a submission (and every identical one) from a running hub's table.
    Hide {
        /// The submission's id (its page is /device/ID).
        id: u64,
        /// The hub's address, as http://host:port.
        #[arg(long)]
        to: String,
        /// The file holding the hub's admin token.
        #[arg(long)]
        admin_token_file: PathBuf,
    },
}

/// Reads a token file: its first line, at least 16 characters.
pub fn read_token(path: &Path) -> Result<String, String> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| format!("cannot read the token file {}: {e}", path.display()))?;
    let token = text.lines().next().unwrap_or("").trim().to_string();
    if token.len() < 16 {
        return Err(format!(
            "the token file {} holds no token of at least 16 characters",
            path.display()
        ));
    }
    Ok(token)
}

pub fn run(args: &HubArgs) -> Result<String, String> {
    match &args.action {
        Some(HubAction::Hide {
            id,
            to,
            admin_token_file,
        }) => client::hide(to, *id, &read_token(admin_token_file)?),
        None => serve(&args.serve),
    }
}

fn serve(options: &ServeOptions) -> Result<String, String> {
    let admin_token = options
        .admin_token_file
        .as_deref()
        .map(read_token)
        .transpose()?;
    let store = store::Store::open(&options.db)?;
    if !(options.head_timeout > 0.0 && options.head_timeout <= 3600.0) || options.connections == 0 {
        return Err("--head-timeout must be in (0, 3600] seconds and --connections above 0".into());
    }
    if options.sessions == 0 {
        return Err("--sessions must be above 0".into());
    }
    fpsig_harness::runner::families(options.only.as_deref()).map_err(|e| e.to_string())?;
    fpsig_harness::shaders::install();
    let limits = Limits {
        uploads_per_minute: options.uploads_per_minute,
        connections: options.connections,
        head: std::time::Duration::from_secs_f64(options.head_timeout),
        sessions: options.sessions,
        waiting: options.waiting,
        sessions_per_minute: options.sessions_per_minute,
        ..Limits::default()
    };
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(4)
        .enable_all()
        .build()
        .map_err(|e| format!("no async runtime: {e}"))?;
    runtime.block_on(async {
        let listener = tokio::net::TcpListener::bind(options.listen)
            .await
            .map_err(|e| format!("cannot listen on {}: {e}", options.listen))?;
        let address = listener
            .local_addr()
            .map_err(|e| format!("cannot listen on {}: {e}", options.listen))?;
        crate::terminal::output::print(&format!("fpsig hub: http://{address}/\n"))?;
        let only = options.only.clone();
        let router = server::router(store, admin_token, limits, only);
        server::serve(listener, router, limits).await;
        Ok(String::new())
    })
}
