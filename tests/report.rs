//! `fpsig report` of the committed snapshots, opened in a real browser (Debian's headless
//! Chromium, installed here where absent and possible): every backend's column is there, every
//! plot loads, and the console reports no error.

mod common;

use common::or_skip;
use std::path::Path;
use std::process::Command;

/// Chromium's command, installing Debian's package where it is absent and this runs as root;
/// the reason where neither works.
fn chromium() -> Result<&'static str, String> {
    let present = |cmd: &str| {
        Command::new(cmd)
            .arg("--version")
            .output()
            .is_ok_and(|o| o.status.success())
    };
    for cmd in ["chromium", "chromium-browser"] {
        if present(cmd) {
            return Ok(cmd);
        }
    }
    let installed = Command::new("apt-get")
        .args(["install", "-y", "-qq", "chromium", "fonts-dejavu-core"])
        .env("DEBIAN_FRONTEND", "noninteractive")
        .output()
        .is_ok_and(|o| o.status.success());
    if installed && present("chromium") {
        return Ok("chromium");
    }
    Err(
        "no Chromium, and `apt-get install chromium` did not give one (not root, or no network)"
            .into(),
    )
}

/// Opens `page` headless; returns the DOM after the load event and the browser's log.
fn open(browser: &str, page: &Path) -> (String, String) {
    let out = Command::new(browser)
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--virtual-time-budget=10000",
            "--enable-logging=stderr",
            "--v=0",
            "--dump-dom",
        ])
        .arg(format!("file://{}", page.display()))
        .output()
        .expect("chromium runs");
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn console_messages(log: &str) -> Vec<&str> {
    log.lines().filter(|l| l.contains(":CONSOLE")).collect()
}

#[test]
fn the_report_of_the_committed_snapshots_renders_in_chromium() {
    let dir = tempfile::tempdir().unwrap();
    let snapshots = Path::new(env!("CARGO_MANIFEST_DIR")).join("snapshots");
    let out = Command::new(env!("CARGO_BIN_EXE_fpsig"))
        .args(["report", "--out"])
        .arg(dir.path())
        .arg(&snapshots)
        .current_dir(dir.path())
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let page = dir.path().join("index.html");
    let html = std::fs::read_to_string(&page).unwrap();
    let count = |folder: &Path, ext: &str| {
        std::fs::read_dir(folder)
            .map(|d| {
                d.filter(|e| {
                    e.as_ref()
                        .is_ok_and(|e| e.path().extension().is_some_and(|x| x == ext))
                })
                .count()
            })
            .unwrap_or(0)
    };
    let signatures: usize = ["", "static", "seed-2006"]
        .iter()
        .map(|sub| count(&snapshots.join(sub), "snap"))
        .sum();
    let plots = count(&dir.path().join("plots"), "svg");
    assert!(plots >= 4, "only {plots} plots");
    assert_eq!(html.matches("<th class=\"backend\"").count(), signatures);
    // Each linked file exists.
    for link in html.split("href=\"").skip(1) {
        let target = link.split('"').next().unwrap();
        assert!(
            dir.path().join(target).is_file(),
            "{target} is linked but absent"
        );
    }
    assert!(
        html.contains("shaders/msl/"),
        "no cell links to MSL shader text"
    );
    // Every family's row group links its kernel file, copied out of the binary (the run's
    // working directory is a temporary folder with no source tree).
    let groups = html.matches("<tr class=\"family\">").count();
    let linked = html.matches(" — kernels: <a href=\"kernels/").count();
    assert!(
        groups >= 10 && linked == groups,
        "{linked} of {groups} groups link kernels"
    );
    for file in [
        "paper/storage.rs",
        "multi_word/double_word.rs",
        "ulp/mod.rs",
    ] {
        assert!(
            html.contains(&format!("href=\"kernels/{file}.txt\"")),
            "{file}"
        );
    }

    let browser = or_skip!(chromium());
    let (dom, log) = open(browser, &page);
    let rendered = format!("data-rendered=\"columns={signatures} plots={plots}/{plots}\"");
    assert!(
        dom.contains(&rendered),
        "expected {rendered}; the browser's log:\n{log}"
    );
    assert_eq!(console_messages(&log), Vec::<&str>::new());

    // The check sees a broken page: a plot that does not load, which the page reports on the
    // console.
    std::fs::remove_file(dir.path().join("plots/ff.accuracy.svg")).unwrap();
    let (dom, log) = open(browser, &page);
    let missing = format!("plots={}/{plots}", plots - 1);
    assert!(dom.contains(&missing), "a missing plot went unnoticed");
    assert!(
        !console_messages(&log).is_empty(),
        "the missing plot left no console message"
    );
}
