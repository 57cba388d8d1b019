//! The report's HTML: `index.html` (one column per backend, one row per finding, each cell a
//! short token coloured by its class, the sentence on hover and the evidence one click away;
//! filters by API, by kind and "differences only"; a summary of what differs between the
//! backends shown) and one page per backend (identity, rules, every finding whole, its plots).

use super::family;
use super::figures::Plot;
use super::html::escape;
use super::shaders::ShaderLinks;
use super::token::{self, Class};
use fpsig_harness::diff::leaves;
use fpsig_harness::rules::{judge_signature, Legality, RuleSet};
use fpsig_harness::{Kind, Signature};
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;

/// Measured (on a device or in a browser), read from source, or transcribed from the 2006
/// papers: a cell is compared with the cells of its own kind.
pub fn kind(signature: &Signature) -> &'static str {
    match signature.backend.kind {
        Kind::Static => "static",
        Kind::Seed2006 => "2006",
        Kind::Measured | Kind::Browser | Kind::Unstated => "measured",
    }
}

const KINDS: [(&str, &str); 3] = [
    ("measured", "measured"),
    ("static", "read from source"),
    ("2006", "2006 papers"),
];

/// Each backend's page, relative to the report: `backend/<name>.html`, the name's other
/// characters than letters, digits, `-`, `_` and `.` as `_`, and `-2`, `-3`... where two
/// signatures share a name (two versions of one backend).
pub fn backend_pages(signatures: &[Signature]) -> Vec<String> {
    let mut seen: BTreeMap<String, usize> = BTreeMap::new();
    signatures
        .iter()
        .map(|s| {
            let name: String = s
                .backend
                .name
                .chars()
                .map(|c| {
                    if c.is_ascii_alphanumeric() || "-_.".contains(c) {
                        c
                    } else {
                        '_'
                    }
                })
                .collect();
            let n = seen.entry(name.clone()).or_default();
            *n += 1;
            if *n == 1 {
                format!("backend/{name}.html")
            } else {
                format!("backend/{name}-{n}.html")
            }
        })
        .collect()
}

const STYLE: &str = "body{font-family:sans-serif;margin:1em;color:#222}\
table{border-collapse:collapse;font-size:12px}\
th,td{border:1px solid #ddd;padding:3px 5px;vertical-align:top}\
table.unit{margin:0 0 1em}\
#findings td{white-space:nowrap;max-width:170px;overflow:hidden;text-overflow:ellipsis}\
#findings td.id{max-width:260px;white-space:normal}\
th.backend{background:#f3f3f3;position:sticky;top:0;font-weight:normal;font-size:11px;max-width:120px}\
th.backend a{font-weight:bold}tr.family th{background:#dde8f5;text-align:left}\
.tok{display:inline-block;border-radius:3px;padding:0 4px;color:inherit;text-decoration:none}\
th.backend a{word-break:break-all}\
.c-ieee .tok{background:#cdeccd}.c-near .tok{background:#d8e6fa}.c-off .tok{background:#f8d0c8}\
.c-notrun .tok{color:#aaa}.c-plain .tok{background:#ececec}\
td.differs{outline:2px solid #e39a00;outline-offset:-2px}td.absent{color:#bbb}\
.links a{font-size:10px;color:#666;margin-left:3px}\
#controls{background:#f7f7f7;padding:6px;border:1px solid #ddd;margin:8px 0;font-size:13px}\
#controls label{margin-right:10px}#summary li{margin:2px 0;font-size:12px}\
#summary{max-height:45vh;overflow:auto;border:1px solid #eee;padding-top:4px;padding-bottom:4px}\
#summary .g{margin-right:12px}.hidden{display:none}\
.plots img{width:440px;border:1px solid #ddd;margin:4px}\
.FORBIDDEN{color:#b00;font-weight:bold}dl.evidence{font-size:12px;margin:2px 0 10px 12px}\
dl.evidence dt{float:left;clear:left;width:230px;color:#666}dl.evidence dd{margin-left:240px}";

/// The filters (set from the page's query too: `?api=cuda,vulkan&kind=measured&only&find=ulp`),
/// the highlighting of differing cells and the summary of differences between the columns
/// shown (their count in `data-differ`), and `data-rendered` (columns, plots that loaded).
const SCRIPT: &str = r#"
const table=document.getElementById('findings');
const heads=[...table.querySelectorAll('th.backend')];
function shown(){const api=new Set([...document.querySelectorAll('input.api:checked')].map(x=>x.value));
 const kind=new Set([...document.querySelectorAll('input.kind:checked')].map(x=>x.value));
 return heads.map(h=>api.has(h.dataset.api)&&kind.has(h.dataset.kind));}
function update(){const vis=shown();const only=document.getElementById('only').checked;
 const find=document.getElementById('find').value.trim();
 heads.forEach((h,i)=>h.classList.toggle('hidden',!vis[i]));
 const items=[];
 for(const row of table.querySelectorAll('tbody tr.row')){const cells=[...row.querySelectorAll('td.cell')];
  cells.forEach((c,i)=>{c.classList.toggle('hidden',!vis[i]);c.classList.remove('differs');});
  let differs=false,classes=false,minority=0;const groups=[];
  for(const k of ['measured','static','2006']){const cs=cells.filter((c,i)=>vis[i]&&c.dataset.kind===k&&c.dataset.token);
   const count={};cs.forEach(c=>count[c.dataset.token]=(count[c.dataset.token]||0)+1);
   const toks=Object.keys(count);if(toks.length<2)continue;differs=true;
   const top=toks.reduce((a,b)=>count[b]>count[a]?b:a);
   cs.forEach(c=>{if(c.dataset.token!==top){c.classList.add('differs');minority++;}});
   if(new Set(cs.map(c=>c.dataset.cls)).size>1)classes=true;
   for(const t of toks){const of=cs.filter(c=>c.dataset.token===t);
    groups.push([t,of[0].dataset.cls,of.map(c=>heads[cells.indexOf(c)].dataset.name)]);}}
  const found=find===''||row.dataset.id.includes(find);
  row.classList.toggle('hidden',(only&&!differs)||!found);
  if(differs&&found)items.push({id:row.dataset.id,order:+row.dataset.order,classes,minority,groups});}
 let fam=null,any=false;
 for(const tr of table.querySelectorAll('tbody tr')){if(tr.classList.contains('family')){
  if(fam)fam.classList.toggle('hidden',!any);fam=tr;any=false;}else if(!tr.classList.contains('hidden'))any=true;}
 if(fam)fam.classList.toggle('hidden',!any);
 items.sort((a,b)=>(b.classes-a.classes)||(b.minority-a.minority)||(a.order-b.order));
 const list=document.getElementById('summary');list.innerHTML='';
 for(const it of items){const li=document.createElement('li');const a=document.createElement('a');
  a.href='#'+it.id;a.textContent=it.id;li.appendChild(a);li.append(': ');
  for(const [t,cls,names] of it.groups){const s=document.createElement('span');s.className='g c-'+cls;
   const k=document.createElement('span');k.className='tok';k.textContent=t;s.appendChild(k);
   s.append(' ('+names.join(', ')+')');li.appendChild(s);}list.appendChild(li);}
 document.getElementById('count').textContent=items.length+' findings differ between the backends shown';
 document.body.dataset.differ=items.length;}
document.querySelectorAll('#controls input').forEach(x=>x.addEventListener('input',update));
const q=new URLSearchParams(location.search);
for(const k of ['api','kind']){if(q.has(k)){const on=new Set(q.get(k).split(','));
 document.querySelectorAll('input.'+k).forEach(x=>x.checked=on.has(x.value));}}
if(q.has('only'))document.getElementById('only').checked=true;
if(q.has('find'))document.getElementById('find').value=q.get('find');
update();
window.addEventListener('load',()=>{const i=[...document.images];
 const ok=i.filter(x=>x.complete&&x.naturalWidth>0).length;
 document.body.dataset.rendered='columns='+heads.length+' plots='+ok+'/'+i.length;
 if(ok<i.length){console.error((i.length-ok)+' plots did not load')}});
"#;

pub fn index(
    signatures: &[Signature],
    pages: &[String],
    links: &ShaderLinks,
    sources: &BTreeMap<String, String>,
    plots: &[Plot],
) -> String {
    let mut h = String::new();
    let _ = write!(
        h,
        "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>fpsig report</title>\
         <style>{STYLE}</style></head><body><h1>fpsig: arithmetic signatures side by side</h1>\
         <p>{} signatures. Each cell is a token: <span class=\"c-ieee\"><span class=\"tok\">\
         IEEE</span></span> <span class=\"c-near\"><span class=\"tok\">within an ulp, or a \
         documented mode</span></span> <span class=\"c-off\"><span class=\"tok\">farther from \
         IEEE</span></span> <span class=\"c-plain\"><span class=\"tok\">the verdict's words\
         </span></span>; hover for the sentence, click for the evidence. An outlined cell \
         differs from the most common token of its row among the backends of its kind shown.</p>",
        signatures.len()
    );
    controls(&mut h, signatures);
    h.push_str("<h2>What differs</h2><p id=\"count\"></p><ol id=\"summary\"></ol>");
    h.push_str("<h2>Findings</h2><table id=\"findings\"><thead><tr><th>finding</th>");
    for (s, page) in signatures.iter().zip(pages) {
        let b = &s.backend;
        let _ = write!(
            h,
            "<th class=\"backend\" data-api=\"{}\" data-kind=\"{}\" data-name=\"{}\" \
             title=\"{}\"><a href=\"{}\">{}</a><br>{}</th>",
            escape(&b.api),
            kind(s),
            escape(&b.name),
            escape(&format!("{} — {} — {}", b.compiler, b.adapter, b.driver)),
            escape(page),
            escape(&b.name),
            escape(&b.driver)
        );
    }
    h.push_str("</tr></thead><tbody>");
    let ids: BTreeSet<&String> = signatures.iter().flat_map(|s| s.findings.keys()).collect();
    let mut current = "";
    for (order, id) in ids.into_iter().enumerate() {
        let fam = family(id);
        if fam != current {
            current = fam;
            let source = sources
                .get(fam)
                .map(|f| format!(" — kernels: <a href=\"{f}\">{}</a>", escape(f)))
                .unwrap_or_default();
            let _ = write!(
                h,
                "<tr class=\"family\"><th colspan=\"{}\">{}{source}</th></tr>",
                signatures.len() + 1,
                escape(fam)
            );
        }
        let test = signatures
            .iter()
            .find_map(|s| s.findings.get(id.as_str()))
            .map(|f| f.test.as_str())
            .unwrap_or_default();
        let _ = write!(
            h,
            "<tr class=\"row\" id=\"{0}\" data-id=\"{0}\" data-order=\"{order}\"><td class=\"id\">\
             <b>{0}</b><br><small>{1}</small></td>",
            escape(id),
            escape(test)
        );
        for (s, page) in signatures.iter().zip(pages) {
            cell(&mut h, s, page, id, links);
        }
        h.push_str("</tr>");
    }
    h.push_str("</tbody></table>");
    h.push_str(&super::sections::html(signatures));
    h.push_str("<h2>Plots</h2><div class=\"plots\">");
    for plot in plots {
        let _ = write!(
            h,
            "<img src=\"{}\" alt=\"{}\">",
            escape(&plot.file),
            escape(&plot.title)
        );
    }
    let _ = write!(h, "</div><script>{SCRIPT}</script></body></html>");
    h
}

/// The filters: one box per API and per kind present, "differences only", a search by id.
fn controls(h: &mut String, signatures: &[Signature]) {
    h.push_str("<div id=\"controls\">API: ");
    let apis: BTreeSet<&str> = signatures.iter().map(|s| s.backend.api.as_str()).collect();
    for api in apis {
        let _ = write!(
            h,
            "<label><input type=\"checkbox\" class=\"api\" value=\"{0}\" checked>{0}</label>",
            escape(api)
        );
    }
    h.push_str(" — kind: ");
    let kinds: BTreeSet<&str> = signatures.iter().map(kind).collect();
    for (k, label) in KINDS.iter().filter(|(k, _)| kinds.contains(k)) {
        let _ = write!(
            h,
            "<label><input type=\"checkbox\" class=\"kind\" value=\"{k}\" checked>{label}</label>"
        );
    }
    h.push_str(
        " — <label><input type=\"checkbox\" id=\"only\">differences only</label>\
         <label>finding: <input type=\"search\" id=\"find\" size=\"16\"></label></div>",
    );
}

fn cell(h: &mut String, s: &Signature, page: &str, id: &str, links: &ShaderLinks) {
    let Some(f) = s.findings.get(id) else {
        let _ = write!(
            h,
            "<td class=\"cell absent\" data-kind=\"{}\">—</td>",
            kind(s)
        );
        return;
    };
    let t = token::of(id, f);
    // Not-run cells are not compared: a backend without the feature says nothing of it.
    let compared = if t.class == Class::NotRun {
        String::new()
    } else {
        escape(&t.text)
    };
    let _ = write!(
        h,
        "<td class=\"cell c-{}\" data-kind=\"{}\" data-token=\"{compared}\" data-cls=\"{}\" \
         title=\"{}\"><a class=\"tok\" href=\"{}#{}\">{}</a>",
        t.class.name(),
        kind(s),
        t.class.name(),
        escape(&format!("{} [{}]", f.verdict, f.layer.name())),
        escape(page),
        escape(id),
        escape(&t.text)
    );
    if let Some(files) = links.cells.get(&(s.backend.name.clone(), id.to_string())) {
        h.push_str("<span class=\"links\">");
        for (label, file) in files {
            let _ = write!(h, "<a href=\"{}\">{}</a>", escape(file), escape(label));
        }
        h.push_str("</span>");
    }
    h.push_str("</td>");
}

/// One backend's page: its identity, how each API's rules judge it, every finding with its
/// sentence and evidence, and the plots it is in. Links are relative to `backend/`.
pub fn backend(s: &Signature, links: &ShaderLinks, plots: &[Plot]) -> String {
    let b = &s.backend;
    let mut h = String::new();
    let _ = write!(
        h,
        "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>{0}</title>\
         <style>{STYLE}</style></head><body><p><a href=\"../index.html\">all backends</a></p>\
         <h1>{0}</h1><table>",
        escape(&b.name)
    );
    let identity = [
        ("API", &b.api),
        ("compiler", &b.compiler),
        ("adapter", &b.adapter),
        ("driver", &b.driver),
        ("device type", &b.device_type),
    ];
    for (k, v) in identity
        .into_iter()
        .chain(b.capabilities.iter().map(|(k, v)| (k.as_str(), v)))
    {
        let _ = write!(h, "<tr><th>{}</th><td>{}</td></tr>", escape(k), escape(v));
    }
    h.push_str("</table>");
    rules(&mut h, s);
    h.push_str("<h2>Findings</h2>");
    for (id, f) in &s.findings {
        let t = token::of(id, f);
        let _ = write!(
            h,
            "<h3 id=\"{0}\">{0} <span class=\"c-{1}\"><span class=\"tok\">{2}</span></span></h3>\
             <p>{3} <small>[{4}]</small><br><small>{5}</small></p>",
            escape(id),
            t.class.name(),
            escape(&t.text),
            escape(&f.verdict),
            f.layer.name(),
            escape(&f.test)
        );
        if let Some(files) = links.cells.get(&(b.name.clone(), id.clone())) {
            h.push_str("<p class=\"links\">shader text:");
            for (label, file) in files {
                let _ = write!(h, "<a href=\"../{}\">{}</a>", escape(file), escape(label));
            }
            h.push_str("</p>");
        }
        h.push_str("<dl class=\"evidence\">");
        for (k, v) in leaves(&f.evidence) {
            let v = if v.chars().count() > 400 {
                format!("{}…", v.chars().take(399).collect::<String>())
            } else {
                v
            };
            let _ = write!(h, "<dt>{}</dt><dd>{}</dd>", escape(&k), escape(&v));
        }
        h.push_str("</dl>");
    }
    let mine: Vec<&Plot> = plots
        .iter()
        .filter(|p| p.backends.contains(&b.name))
        .collect();
    if !mine.is_empty() {
        h.push_str("<h2>Plots</h2><div class=\"plots\">");
        for p in mine {
            let _ = write!(
                h,
                "<img src=\"../{}\" alt=\"{}\">",
                escape(&p.file),
                escape(&p.title)
            );
        }
        h.push_str("</div>");
    }
    h.push_str("</body></html>");
    h
}

/// The rulings of every API's rules (`fpsig diff --rules`), or why they cannot be given.
fn rules(h: &mut String, s: &Signature) {
    h.push_str("<h2>What each API's rules say</h2>");
    let rows = match judge_signature(s, &RuleSet::ALL) {
        Ok(rows) if !rows.is_empty() => rows,
        Ok(_) => {
            h.push_str("<p>No finding of this signature is one the rules judge.</p>");
            return;
        }
        Err(e) => {
            let _ = write!(h, "<p>{}</p>", escape(&e));
            return;
        }
    };
    h.push_str("<table><tr><th>finding</th><th>measured</th>");
    for set in RuleSet::ALL {
        let _ = write!(h, "<th>{}</th>", set.name());
    }
    h.push_str("</tr>");
    for row in rows {
        let _ = write!(
            h,
            "<tr><td><a href=\"#{0}\">{0}</a></td><td>{1}</td>",
            escape(&row.id),
            escape(&row.measured)
        );
        for r in &row.rulings {
            let word = r.legality.word();
            let class = if r.legality == Legality::Forbidden {
                " class=\"FORBIDDEN\""
            } else {
                ""
            };
            let _ = write!(h, "<td{class} title=\"{}\">{}</td>", escape(&r.rule), word);
        }
        h.push_str("</tr>");
    }
    h.push_str("</table>");
}
