/** reports/bench/report.html: one self-contained page of bar charts (inline SVG, no requests). */

type Bar = { label: string; value: number; second?: number };

const esc = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Horizontal bars with their values written beside them; an optional second series in grey. */
function chart(title: string, unit: string, bars: Bar[], legend?: [string, string]) {
  const max = Math.max(1, ...bars.flatMap((b) => [b.value, b.second ?? 0]));
  const rowH = bars.some((b) => b.second !== undefined) ? 34 : 22;
  const width = 760;
  const labelW = 200;
  const barW = width - labelW - 110;
  const rows = bars
    .map((b, i) => {
      const y = i * rowH + 4;
      const w = (v: number) => Math.max(1, (v / max) * barW).toFixed(1);
      const second =
        b.second === undefined
          ? ""
          : `<rect x="${labelW}" y="${y + 15}" width="${w(b.second)}" height="12" fill="#9aa1ac"/><text x="${labelW + Number(w(b.second)) + 6}" y="${y + 25}" font-size="12">${b.second} ${unit}</text>`;
      return `<text x="${labelW - 8}" y="${y + 12}" font-size="12" text-anchor="end">${esc(b.label)}</text><rect x="${labelW}" y="${y}" width="${w(b.value)}" height="12" fill="#c8102e"/><text x="${labelW + Number(w(b.value)) + 6}" y="${y + 11}" font-size="12">${b.value} ${unit}</text>${second}`;
    })
    .join("");
  const key = legend
    ? `<p class="key"><span style="background:#c8102e"></span>${esc(legend[0])} <span style="background:#9aa1ac"></span>${esc(legend[1])}</p>`
    : "";
  return `<figure><figcaption>${esc(title)}</figcaption>${key}<svg role="img" aria-label="${esc(title)}" viewBox="0 0 ${width} ${bars.length * rowH + 8}" width="100%">${rows}</svg></figure>`;
}

export function htmlReport(
  sections: { title: string; unit: string; bars: Bar[]; legend?: [string, string] }[],
  intro: string,
) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Noteva benchmarks</title>
<style>body{font:14px/1.5 system-ui,sans-serif;color:#14161a;max-width:820px;margin:2rem auto;padding:0 1rem}figure{margin:2rem 0}figcaption{font-weight:700;font-size:16px}svg text{fill:#14161a;font-family:system-ui,sans-serif}.key span{display:inline-block;width:12px;height:12px;margin:0 4px 0 12px;vertical-align:middle}</style></head>
<body><h1>Noteva benchmarks</h1><p>${esc(intro)}</p>${sections.map((s) => chart(s.title, s.unit, s.bars, s.legend)).join("")}</body></html>`;
}
