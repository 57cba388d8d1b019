//! `fpsig report` of the committed snapshots, opened in a real browser (Debian's headless
//! Chromium, installed here where absent and possible): every backend's column is there, every
//! plot loads, the console reports no error, the filters and the summary of differences work;
//! screenshots of the page are written under the target folder (`report-screenshots/`) for
//! people to look at.

use crate::harness::{Program, Test};
use std::path::Path;
use std::process::Command;

/// The sizes of the first screens checked and photographed: 1280 and 1920 pixels wide, and a
/// phone (390 × 844).
const SCREENS: [(&str, (u32, u32)); 3] = [
    ("1280", (1280, 800)),
    ("1920", (1920, 1080)),
    ("phone", (390, 844)),
];

/// Opens `url` headless in a window of `size`; returns the DOM after the load event and the
/// browser's log, with a screenshot of the first screen into `png` where one is asked for.
fn open(browser: &str, url: &str, size: (u32, u32), png: Option<&Path>) -> (String, String) {
    let mut command = Command::new(browser);
    command.args([
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--hide-scrollbars",
        "--allow-file-access-from-files",
        "--virtual-time-budget=10000",
        "--enable-logging=stderr",
        "--v=0",
        "--dump-dom",
    ]);
    command.arg(format!("--window-size={},{}", size.0, size.1));
    if let Some(png) = png {
        command.arg(format!("--screenshot={}", png.display()));
    }
    let out = command.arg(url).output().expect("chromium runs");
    let log = String::from_utf8_lossy(&out.stderr).into_owned();
    if let Some(png) = png {
        let bytes = std::fs::read(png).unwrap_or_default();
        assert!(
            bytes.starts_with(b"\x89PNG") && bytes.len() > 20_000,
            "no screenshot of {url}: {log}"
        );
    }
    (String::from_utf8_lossy(&out.stdout).into_owned(), log)
}

/// `file://` and the page's path, with `query`.
fn url(page: &Path, query: &str) -> String {
    format!("file://{}{query}", page.display())
}

/// The folder the screenshots go to, for people to look at (copies are in `docs/report/`).
fn screenshots() -> std::path::PathBuf {
    let shots = Path::new(env!("CARGO_TARGET_TMPDIR")).join("report-screenshots");
    std::fs::create_dir_all(&shots).unwrap();
    shots
}

/// The value of `attribute` on the page's body.
fn body_says<'a>(dom: &'a str, attribute: &str) -> &'a str {
    dom.split(&format!("{attribute}=\""))
        .nth(1)
        .and_then(|s| s.split('"').next())
        .unwrap_or_else(|| panic!("the page sets no {attribute}"))
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
    assert_eq!(html.matches("<th class=\"backend").count(), signatures);
    // Measured, read-from-source and 2006 columns apart: a border before the first column of
    // each kind after the first, and only the measured ones shown at first.
    assert_eq!(html.matches("<th class=\"backend start\"").count(), 2);
    assert!(html.contains("value=\"measured\" checked>"));
    assert!(html.contains("value=\"static\">") && html.contains("value=\"2006\">"));
    // The tokens' `@layer` words are explained on the page.
    assert!(
        html.contains("<code>driver</code> in the driver&#39;s compiler"),
        "no legend of the layers"
    );
    // Column heads grouped by API under one head each, the names without their API and
    // wrapped only at hyphens (no `…-h100-80gb-hb` / `m3`).
    let spans: usize = html
        .split("<th class=\"api-group")
        .skip(1)
        .map(|g| g.split("colspan=\"").nth(1).unwrap())
        .map(|g| g.split('"').next().unwrap().parse::<usize>().unwrap())
        .sum();
    assert_eq!(spans, signatures);
    // The first screen: what differs between the APIs of one chip, from the cells' tokens
    // (GL's `NVIDIA H100 80GB HBM3/PCIe/SSE2` is the same chip as CUDA's and Vulkan's).
    let h100 = html
        .split("<p class=\"glance-head\">On NVIDIA H100 80GB HBM3, cuda-nvrtc, gl-glsl and vulkan-spirv read ")
        .nth(1)
        .and_then(|l| l.split("</ul>").next())
        .expect("the H100's glance");
    assert!(h100.contains("findings differently, "), "{h100}");
    let glance = h100
        .split("<li><a href=\"#rewrite.two_sum\">")
        .nth(1)
        .and_then(|l| l.split("</li>").next())
        .expect("a line on the H100's (a+b)-a");
    for said in [
        "<small>(compiler rewrite: TwoSum error (a-(s-v))+(b-v) folded to 0)</small>",
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
    let shots = screenshots();
    for (name, size) in SCREENS {
        let png = shots.join(format!("first-screen-{name}.png"));
        let (dom, log) = open(browser, &url(&page, ""), size, Some(&png));
        let rendered = format!("columns={signatures} plots={plots}/{plots}");
        assert_eq!(body_says(&dom, "data-rendered"), rendered, "{name}: {log}");
        assert_eq!(console_messages(&log), Vec::<&str>::new(), "{name}");
        // The page's width fits the window (the table scrolls in its own box) and the glance
        // begins on the first screen; scrolled sideways, the finding column stays at the left.
        assert_eq!(body_says(&dom, "data-fit"), "yes", "{name}");
        assert_eq!(body_says(&dom, "data-sticky"), "yes", "{name}");
    }
    keyboard(browser, dir.path());
    differences_only(browser, &page, &shots);
    let h100 = dir
        .path()
        .join("backend/vulkan-spirv-nvidia-h100-80gb-hbm3.html");
    open(
        browser,
        &url(&h100, ""),
        (1200, 1000),
        Some(&shots.join("backend.png")),
    );
    println!("screenshots: {}", shots.display());

    // The check sees a broken page: a plot that does not load, which the page reports on the
    // console.
    std::fs::remove_file(dir.path().join("plots/ff.accuracy.svg")).unwrap();
    let (dom, log) = open(browser, &url(&page, ""), SCREENS[0].1, None);
    let missing = format!("plots={}/{plots}", plots - 1);
    assert!(dom.contains(&missing), "a missing plot went unnoticed");
    assert!(
        !console_messages(&log).is_empty(),
        "the missing plot left no console message"
    );
}

/// The filters from the keyboard, through the page in a frame of a test page: `/` goes to the
/// finding box, what is typed there filters the rows, Escape shows them all again; every
/// filter is a native control that Tab reaches.
fn keyboard(browser: &str, dir: &Path) {
    let test_page = dir.join("keys.html");
    std::fs::write(&test_page, KEYS_PAGE).unwrap();
    let (dom, log) = open(browser, &url(&test_page, ""), SCREENS[0].1, None);
    let html = std::fs::read_to_string(dir.join("index.html")).unwrap();
    let rows = html.matches("<tr class=\"row\"").count();
    let two_sums = html
        .split("<tr class=\"row\" id=\"")
        .skip(1)
        .filter(|r| r.split('"').next().unwrap().contains("two_sum"))
        .count();
    let controls = html.split("<div id=\"controls\"").nth(1).unwrap();
    let controls = controls
        .split("</div>")
        .next()
        .unwrap()
        .matches("<input")
        .count();
    assert!(two_sums >= 2 && two_sums < rows);
    assert_eq!(
        body_says(&dom, "data-keys"),
        format!(
            "focus=find rows={two_sums} escape={rows} value= controls={controls} tabbable={controls}"
        ),
        "{log}"
    );
}

/// The page that drives the report's keyboard handling in a frame (`--allow-file-access-from-
/// files` lets it reach into the frame).
const KEYS_PAGE: &str = r#"<!DOCTYPE html><html><body><iframe id="f" src="index.html" style="width:1280px;height:800px"></iframe><script>
const f = document.getElementById('f');
f.addEventListener('load', () => {
  const w = f.contentWindow, d = f.contentDocument, out = [];
  const key = (target, k) => target.dispatchEvent(new w.KeyboardEvent('keydown', {key: k, bubbles: true}));
  const shown = () => d.querySelectorAll('#findings tr.row:not(.hidden)').length;
  key(d.body, '/');
  out.push('focus=' + (d.activeElement ? d.activeElement.id : ''));
  const box = d.activeElement;
  box.value = 'two_sum';
  box.dispatchEvent(new w.Event('input', {bubbles: true}));
  out.push('rows=' + shown());
  key(box, 'Escape');
  out.push('escape=' + shown(), 'value=' + box.value);
  const inputs = [...d.querySelectorAll('#controls input')];
  out.push('controls=' + inputs.length, 'tabbable=' + inputs.filter(i => i.tabIndex >= 0 && !i.disabled).length);
  document.body.dataset.keys = out.join(' ');
});
</script></body></html>"#;

fn differences_only(browser: &str, page: &Path, shots: &Path) {
    // Only the measured CUDA and Vulkan columns, differences only: rewrite.two_sum is kept by
    // CUDA and rewritten by NVIDIA's and Mesa's Vulkan drivers, so the summary lists it with
    // both groups, and rows where those columns agree are hidden.
    // The columns are named in a few words there (`cuda-nvrtc H100 80GB HBM3`).
    let (dom, _) = open(
        browser,
        &url(page, "?api=cuda,vulkan&kind=measured&only=1"),
        (1600, 2000),
        Some(&shots.join("differences.png")),
    );
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
        item.contains("kept</span> (cuda-nvrtc H100 80GB HBM3, cuda-nvrtc H200")
            && item.contains("rewritten@driver</span> (")
            && item.contains("vulkan-spirv H100 80GB HBM3"),
        "{item}"
    );
    assert!(dom.contains("<tr class=\"row\" id=\"rewrite.two_sum\""));
    let hidden = dom.matches("<tr class=\"row hidden\"").count();
    let shown = dom.matches("<tr class=\"row\"").count();
    assert!(
        hidden > 0 && shown > 0,
        "{shown} rows shown, {hidden} hidden"
    );
    let differ: usize = body_says(&dom, "data-differ")
        .parse()
        .expect("the page counts its differences");
    assert_eq!(differ, shown, "every row shown differs, and only those");
    assert!(
        !dom.contains("<th class=\"backend\" data-api=\"gl\""),
        "GL is filtered out"
    );
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
