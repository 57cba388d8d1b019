//! `fpsig report` of the committed snapshots, opened in a real browser (Debian's headless
//! Chromium, installed here where absent and possible): every backend's column is there, every
//! plot loads, the console reports no error, the filters and the summary of differences work;
//! screenshots of the page are written under the target folder (`report-screenshots/`) for
//! people to look at.

use crate::harness::{Program, Test};
use std::path::Path;
use std::process::Command;

/// Opens `page` (with `query`) headless; returns the DOM after the load event and the
/// browser's log.
fn open(browser: &str, page: &Path, query: &str) -> (String, String) {
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
        .arg(format!("file://{}{query}", page.display()))
        .output()
        .expect("chromium runs");
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// A screenshot of `url` into `png`, `width` × `height` pixels.
fn screenshot(browser: &str, url: &str, png: &Path, (width, height): (u32, u32)) {
    let out = Command::new(browser)
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--hide-scrollbars",
            "--virtual-time-budget=10000",
        ])
        .arg(format!("--window-size={width},{height}"))
        .arg(format!("--screenshot={}", png.display()))
        .arg(url)
        .output()
        .expect("chromium runs");
    let bytes = std::fs::read(png).unwrap_or_default();
    assert!(
        bytes.starts_with(b"\x89PNG") && bytes.len() > 20_000,
        "no screenshot of {url}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
}

fn console_messages(log: &str) -> Vec<&str> {
    log.lines().filter(|l| l.contains(":CONSOLE")).collect()
}

/// A report of the committed snapshots, written into a temporary folder and checked without a
/// browser.
struct Written {
    dir: tempfile::TempDir,
    page: std::path::PathBuf,
    signatures: usize,
    plots: usize,
}

fn written() -> Written {
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
    // Column heads grouped by API under one head each, the names without their API and
    // wrapped only at hyphens (no `…-h100-80gb-hb` / `m3`).
    let spans: usize = html
        .split("<th class=\"api-group\" colspan=\"")
        .skip(1)
        .map(|g| g.split('"').next().unwrap().parse::<usize>().unwrap())
        .sum();
    assert_eq!(spans, signatures);
    // The first screen: what differs between the APIs of one chip, from the cells' tokens
    // (GL's `NVIDIA H100 80GB HBM3/PCIe/SSE2` is the same chip as CUDA's and Vulkan's).
    let glance = html
        .split("<li><b>on NVIDIA H100 80GB HBM3</b>, <a href=\"#rewrite.two_sum\">")
        .nth(1)
        .and_then(|l| l.split("</li>").next())
        .expect("a line on the H100's (a+b)-a");
    for said in [
        "kept</span></span> cuda-nvrtc;",
        "rewritten@driver</span></span> vulkan-spirv;",
        "rewritten@translator-or-driver</span></span> gl-glsl",
    ] {
        assert!(glance.contains(said), "{said} not in {glance}");
    }
    assert!(
        html.contains(">spirv-<wbr>nvidia-<wbr>h100-<wbr>80gb-<wbr>hbm3<wbr></a>"),
        "no wrapped head"
    );
    // Each linked file exists, each link within the page has its row, and each backend has
    // its page.
    for link in html.split("href=\"").skip(1) {
        let target = link.split(['"', '#']).next().unwrap();
        if target.is_empty() {
            let anchor = link[1..].split('"').next().unwrap();
            assert!(
                html.contains(&format!("id=\"{anchor}\"")),
                "#{anchor} has no row"
            );
            continue;
        }
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

    assert_eq!(count(&dir.path().join("backend"), "html"), signatures);
    // A backend's page: identity, the rules' verdicts, each finding whole with its evidence.
    let h100 = std::fs::read_to_string(
        dir.path()
            .join("backend/vulkan-spirv-nvidia-h100-80gb-hbm3.html"),
    )
    .unwrap();
    for part in [
        "NVIDIA H100 80GB HBM3",
        "What each API's rules say",
        "<td class=\"FORBIDDEN\"",
        "<h3 id=\"rewrite.two_sum\">",
        "<dt>rewrite_outcome</dt><dd>rewritten</dd>",
        "src=\"../plots/ulp.exp.svg\"",
    ] {
        assert!(h100.contains(part), "the H100's Vulkan page lacks {part}");
    }
    Written {
        dir,
        page,
        signatures,
        plots,
    }
}

/// Every signature a column, every linked file present, each backend's page whole.
fn the_report_of_the_committed_snapshots_is_written_whole() {
    written();
}

fn the_report_of_the_committed_snapshots_renders_in_chromium(browser: &str) {
    let Written {
        dir,
        page,
        signatures,
        plots,
    } = written();
    let (dom, log) = open(browser, &page, "");
    let rendered = format!("data-rendered=\"columns={signatures} plots={plots}/{plots}\"");
    assert!(
        dom.contains(&rendered),
        "expected {rendered}; the browser's log:\n{log}"
    );
    assert_eq!(console_messages(&log), Vec::<&str>::new());
    // Scrolled sideways, the finding column stays at the left (the page measures it).
    assert!(
        dom.contains("data-sticky=\"yes\""),
        "the finding column scrolled away"
    );
    differences_only(browser, &page);
    screenshots(browser, dir.path(), &page);

    // The check sees a broken page: a plot that does not load, which the page reports on the
    // console.
    std::fs::remove_file(dir.path().join("plots/ff.accuracy.svg")).unwrap();
    let (dom, log) = open(browser, &page, "");
    let missing = format!("plots={}/{plots}", plots - 1);
    assert!(dom.contains(&missing), "a missing plot went unnoticed");
    assert!(
        !console_messages(&log).is_empty(),
        "the missing plot left no console message"
    );
}

fn differences_only(browser: &str, page: &Path) {
    // Only the measured CUDA and Vulkan columns, differences only: rewrite.two_sum is kept by
    // CUDA and rewritten by NVIDIA's and Mesa's Vulkan drivers, so the summary lists it with
    // both groups, and rows where those columns agree are hidden.
    let (dom, _) = open(browser, page, "?api=cuda,vulkan&kind=measured&only=1");
    let summary = dom
        .split("<ol id=\"summary\">")
        .nth(1)
        .and_then(|s| s.split("</ol>").next())
        .unwrap_or_default();
    let item = summary
        .split("<li>")
        .find(|li| li.contains("href=\"#rewrite.two_sum\""))
        .unwrap_or_else(|| panic!("rewrite.two_sum not in the summary: {summary}"));
    assert!(
        item.contains("kept</span> (cuda-nvrtc-nvidia-h100-80gb-hbm3")
            && item.contains("rewritten@driver</span> (")
            && item.contains("vulkan-spirv-nvidia-h100-80gb-hbm3"),
        "{item}"
    );
    assert!(dom.contains("<tr class=\"row\" id=\"rewrite.two_sum\""));
    let hidden = dom.matches("<tr class=\"row hidden\"").count();
    let shown = dom.matches("<tr class=\"row\"").count();
    assert!(
        hidden > 0 && shown > 0,
        "{shown} rows shown, {hidden} hidden"
    );
    let differ: usize = dom
        .split("data-differ=\"")
        .nth(1)
        .and_then(|s| s.split('"').next())
        .and_then(|n| n.parse().ok())
        .expect("the page counts its differences");
    assert_eq!(differ, shown, "every row shown differs, and only those");
    assert!(
        !dom.contains("<th class=\"backend\" data-api=\"gl\""),
        "GL is filtered out"
    );
}

fn screenshots(browser: &str, dir: &Path, page: &Path) {
    // Screenshots for people: the whole table, the differences between the measured GPUs, one
    // backend's page.
    let shots = Path::new(env!("CARGO_TARGET_TMPDIR")).join("report-screenshots");
    std::fs::create_dir_all(&shots).unwrap();
    let url = format!("file://{}", page.display());
    screenshot(browser, &url, &shots.join("report.png"), (1600, 1000));
    screenshot(
        browser,
        &format!("{url}?kind=measured&only=1"),
        &shots.join("differences.png"),
        (1600, 1000),
    );
    screenshot(
        browser,
        &format!(
            "file://{}",
            dir.join("backend/vulkan-spirv-nvidia-h100-80gb-hbm3.html")
                .display()
        ),
        &shots.join("backend.png"),
        (1200, 1000),
    );
    println!("screenshots: {}", shots.display());
}

pub const TESTS: &[Test] = &[
    Test::Host(
        "the_report_of_the_committed_snapshots_is_written_whole",
        the_report_of_the_committed_snapshots_is_written_whole,
    ),
    Test::With(
        "the_report_of_the_committed_snapshots_renders_in_chromium",
        Program::Chromium,
        the_report_of_the_committed_snapshots_renders_in_chromium,
    ),
];
