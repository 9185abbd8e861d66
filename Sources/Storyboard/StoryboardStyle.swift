/// The storyboard page's style sheet.
///
/// Light by default and dark under `prefers-color-scheme` (the device pictures stay a phone's
/// light appearance); when printed, every step starts a page, the links and the trace are left
/// out and the pictures shrink to fit, so one step is one page. Written without `>` or `&` so the page stays well-formed XML, which the tests check.
enum StoryboardStyle {
  static let css = """
    :root{color-scheme:light dark;--bg:#ffffff;--fg:#1f2328;--muted:#59636e;--line:#d1d9e0;\
    --panel:#f6f8fa;--accent:#0b7285;--bad:#b42318;--good:#1a7f37}
    @media (prefers-color-scheme: dark){:root{--bg:#0d1117;--fg:#e6edf3;--muted:#9198a1;\
    --line:#3d444d;--panel:#151b23;--accent:#39c5cf;--bad:#ff7b72;--good:#3fb950}}
    *{box-sizing:border-box}
    body{margin:0 auto;max-width:1320px;padding:24px 32px;background:var(--bg);color:var(--fg);\
    font:15px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,'DejaVu Sans',sans-serif}
    h1{font-size:28px;margin:0 0 6px}h2{font-size:19px;margin:0 0 8px}\
    h3{font-size:14px;margin:0 0 4px;color:var(--muted);text-transform:uppercase;letter-spacing:.04em}
    code,.trace{font-family:'DejaVu Sans Mono',Menlo,Consolas,monospace;font-size:13px}
    .kicker{margin:0 0 12px;padding:10px 16px;border-radius:8px;background:#0b7285;color:#ffffff;\
    font-weight:600}.summary{font-size:17px;margin:0 0 16px}
    .contents{border-bottom:1px solid var(--line);padding-bottom:16px}
    dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px;margin:0 0 16px}
    dt{font-weight:600}dd{margin:0}dd ul{margin:0;padding-left:18px}
    .passed{color:var(--good)}.failed,.refused{color:var(--bad);font-weight:600}
    nav ol{columns:2;margin:0}a{color:var(--accent)}.tag{color:var(--muted);font-size:13px}
    .legend{margin:0 0 12px;color:var(--muted)}\
    .assumed{text-decoration:underline dotted;text-underline-offset:3px;color:var(--fg)}
    .steplinks{font-size:14px;color:var(--muted);margin-bottom:6px}.steplinks span{opacity:.5}
    .origin{margin:0 0 8px;color:var(--muted);font-size:14px}
    .step{padding:24px 0;border-bottom:1px solid var(--line)}
    .number{color:var(--accent)}
    .narration{font-size:16px;max-width:75ch;margin:0 0 12px}
    .narration code{background:var(--panel);border:1px solid var(--line);border-radius:4px;\
    padding:0 4px}
    .devices{display:flex;flex-wrap:wrap;gap:24px;align-items:flex-start}
    figure{margin:0;min-width:0;max-width:340px}figcaption{font-weight:600;margin-bottom:4px}
    figure svg{display:block;max-width:100%;height:auto}.missing{color:var(--muted)}
    .knowledge{display:grid;grid-template-columns:1fr 1fr;gap:16px;margin-top:16px}
    .knowledge div{background:var(--panel);border:1px solid var(--line);border-radius:6px;\
    padding:10px 12px}
    .knowledge ul,.checks{margin:0;padding-left:18px}
    details{margin-top:12px}summary{cursor:pointer;color:var(--muted)}
    .trace{padding-left:0;list-style:none}.trace li{padding:1px 0}
    .seq,.date,.kind{color:var(--muted)}.actors{font-weight:600}
    @page{margin:12mm}
    @media print{body{max-width:none;padding:0;font-size:11px}nav{display:none}\
    .step{break-before:page;break-inside:avoid;border:0;padding:0}\
    .devices{flex-wrap:nowrap;gap:12px}figure{flex:1 1 0}\
    figure svg{max-height:150mm;width:auto}details{display:none}}
    """
}
