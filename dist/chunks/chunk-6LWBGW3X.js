import { createRequire as __bvCreateRequire } from 'node:module'; const require = __bvCreateRequire(import.meta.url);
import {
  METRIC_KINDS,
  benchmarkLabel,
  external_exports
} from "./chunk-E43S7ACF.js";

// src/report/class-labels.ts
var CLASS_ORDER = [
  "regression",
  "inconclusive",
  "improvement",
  "no-change",
  "added",
  "removed",
  "not-compared"
];
var CLASS_ICON = {
  regression: "\u{1F53A}",
  improvement: "\u{1F7E2}",
  "no-change": "\u26AA",
  inconclusive: "\u{1F535}",
  added: "\u2795",
  removed: "\u2796",
  "not-compared": "\u23F8\uFE0F"
};
var CLASS_NAMES = {
  regression: ["regression", "regressions"],
  improvement: ["improvement", "improvements"],
  "no-change": ["no change", "no change"],
  inconclusive: ["inconclusive", "inconclusive"],
  added: ["added", "added"],
  removed: ["removed", "removed"],
  "not-compared": ["not compared", "not compared"]
};
function classLabel(comparison3) {
  const strength = comparison3.strength ? ` (${comparison3.strength})` : "";
  return `${CLASS_ICON[comparison3.class]} ${CLASS_NAMES[comparison3.class][0]}${strength}`;
}
function countByClass(comparisons) {
  const counts = Object.fromEntries(CLASS_ORDER.map((c) => [c, 0]));
  for (const comparison3 of comparisons) counts[comparison3.class]++;
  return counts;
}

// src/report/severity-order.ts
var STRENGTH_ORDER = [
  "exact",
  "strong",
  "likely",
  "unverified",
  null
];
function rank(c) {
  return CLASS_ORDER.indexOf(c.class) * 8 + STRENGTH_ORDER.indexOf(c.strength) + 1;
}
function worsening(c) {
  return c.ratio !== null && c.ratio > 0 ? Math.abs(Math.log(c.ratio)) : 0;
}
function compareDescending(a, b) {
  return b > a ? 1 : b < a ? -1 : 0;
}
function positionOrder(comparisons) {
  const ranks = new Int8Array(comparisons.length);
  const worsenings = new Float64Array(comparisons.length);
  comparisons.forEach((c, i) => {
    ranks[i] = rank(c);
    worsenings[i] = worsening(c);
  });
  return (i, j) => {
    const byRank = (ranks[i] ?? 0) - (ranks[j] ?? 0);
    if (byRank !== 0) return byRank;
    const bySize = compareDescending(worsenings[i] ?? 0, worsenings[j] ?? 0);
    if (bySize !== 0) return bySize;
    const a = comparisons[i]?.label ?? "";
    const b = comparisons[j]?.label ?? "";
    return a < b ? -1 : a > b ? 1 : i - j;
  };
}
function sortedBySeverity(comparisons) {
  const order = Array.from(comparisons.keys()).sort(positionOrder(comparisons));
  return order.flatMap((i) => comparisons[i] ?? []);
}
function severityOrder(comparisons) {
  const before = positionOrder(comparisons);
  const heap = Int32Array.from(comparisons.keys());
  let size = heap.length;
  const siftDown = (from) => {
    let parent = from;
    for (; ; ) {
      const left = 2 * parent + 1;
      let first = parent;
      if (left < size && before(heap[left] ?? 0, heap[first] ?? 0) < 0) first = left;
      if (left + 1 < size && before(heap[left + 1] ?? 0, heap[first] ?? 0) < 0) first = left + 1;
      if (first === parent) return;
      const moved = heap[parent] ?? 0;
      heap[parent] = heap[first] ?? 0;
      heap[first] = moved;
      parent = first;
    }
  };
  for (let i = (size >> 1) - 1; i >= 0; i--) siftDown(i);
  const ordered = [];
  return {
    length: comparisons.length,
    all: comparisons,
    at: (index) => {
      while (ordered.length <= index && size > 0) {
        const top = heap[0] ?? 0;
        const c = comparisons[top];
        if (c) ordered.push(c);
        size--;
        heap[0] = heap[size] ?? 0;
        siftDown(0);
      }
      return ordered[index];
    }
  };
}

// src/report/markdown/comment-blocks.ts
var PRIORITY = {
  verdict: 0,
  changes: 1,
  notices: 2,
  inconclusive: 3,
  details: 4,
  listings: 5
};
function textBlock(text, priority) {
  return { kind: "text", text, priority };
}
function details(summary, body, open = false) {
  return `<details${open ? " open" : ""}><summary>${summary}</summary>

${body}

</details>`;
}
function markdownTable(header, rows) {
  return [tableLine(header), tableLine(header.map(() => "---")), ...rows.map(tableLine)].join("\n");
}
function tableLine(cells) {
  return `| ${cells.join(" | ")} |`;
}

// src/report/markdown/table-rows.ts
function lazyRows(items, row, hasBar) {
  const made = /* @__PURE__ */ new Map();
  const rowAt = (index) => {
    const item = items.at(index);
    if (item === void 0) return void 0;
    let known = made.get(index);
    if (!known) made.set(index, known = row(item));
    return known;
  };
  const hasBarAt = (index) => {
    const item = items.at(index);
    if (item === void 0) return false;
    return hasBar ? hasBar(item) : rowAt(index)?.bar !== void 0;
  };
  const unordered = Array.isArray(items) ? items : items.all;
  return {
    length: items.length,
    cells: (index) => rowAt(index)?.cells ?? [],
    bar: (index) => rowAt(index)?.bar,
    hasBar: hasBarAt,
    countBars: (end) => {
      if (end >= items.length && hasBar && unordered) return unordered.filter(hasBar).length;
      let count = 0;
      for (let i = 0; i < Math.min(end, items.length); i++) if (hasBarAt(i)) count++;
      return count;
    }
  };
}
function rowSource(rows) {
  return isList(rows) ? lazyRows(rows, (row) => row) : rows;
}
function isList(rows) {
  return Array.isArray(rows);
}

// src/report/markdown/escape-markdown.ts
var ZWJ = "\u200D";
var DEFAULT_MAX_LENGTH = 160;
var LINE_BREAKING = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;
var BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
var MARKDOWN_PUNCTUATION = /[\\`*_[\]|~$]/g;
var HTML_SPECIAL = { "&": "&amp;", "<": "&lt;", ">": "&gt;" };
var HEX_RUN = /\b([0-9a-f]{7,64})\b/i;
var LEADING_BULLET = /^[-+=]/;
var LEADING_NUMBER = /^(\d{1,9})([.)])/;
function capLength(text, max = DEFAULT_MAX_LENGTH) {
  if (text.length <= max) return text;
  const points = Array.from(text);
  return points.length <= max ? text : `${points.slice(0, Math.max(0, max - 1)).join("")}\u2026`;
}
function singleLine(text) {
  return text.replace(LINE_BREAKING, " ").replace(BIDI_CONTROLS, "");
}
function inlineText(text, maxLength = DEFAULT_MAX_LENGTH) {
  const line = capLength(singleLine(text).trimStart(), maxLength);
  const parts = line.split(HEX_RUN);
  const escaped = parts.map(
    (part, index) => index % 2 === 1 && !isFractionDigits(part, parts[index - 1] ?? "") ? codeSpan(part) : escapeProse(part)
  ).join("");
  return escaped.replace(LEADING_BULLET, "\\$&").replace(LEADING_NUMBER, "$1\\$2");
}
function isFractionDigits(run, before) {
  return /^\d+$/.test(run) && /\d[.,]$/.test(before);
}
function escapeProse(text) {
  return text.replace(/[&<>]/g, (c) => HTML_SPECIAL[c] ?? c).replace(MARKDOWN_PUNCTUATION, (c) => `\\${c}`).replace(/[@#]/g, (c) => `${c}${ZWJ}`).replace(/\b(GH)-(?=\d)/gi, `$1${ZWJ}-`).replace(/(:)(\/\/)/g, `$1${ZWJ}$2`).replace(/\bwww\./gi, (w) => `${w.slice(0, 3)}${ZWJ}.`);
}
function codeSpan(text, options = {}) {
  let content = capLength(singleLine(text), options.maxLength ?? DEFAULT_MAX_LENGTH);
  if (options.inTable) content = content.replace(/\|/g, "\\|");
  const longestRun = Math.max(0, ...(content.match(/`+/g) ?? []).map((run) => run.length));
  const fence = "`".repeat(longestRun + 1);
  const padded = /^[` ]|[` ]$/.test(content) || content === "" ? ` ${content} ` : content;
  return `${fence}${padded}${fence}`;
}
function codeBlock(text, language = "") {
  const body = text.replace(/\r\n?/g, "\n").replace(BIDI_CONTROLS, "");
  const longestRun = Math.max(2, ...(body.match(/`+/g) ?? []).map((run) => run.length));
  const fence = "`".repeat(longestRun + 1);
  return `${fence}${language}
${body}
${fence}`;
}
function safeUrl(url) {
  if (!/^https?:\/\/[^\s/]/i.test(url)) return null;
  return url.replace(
    /[\u0000-\u0020\u007f-\u009f()<>"'`\\[\]|]/g,
    (c) => encodeURIComponent(c).replace(
      /[()'`]/g,
      (p) => `%${p.charCodeAt(0).toString(16).toUpperCase()}`
    )
  );
}

// src/report/markdown/render-chart.ts
var MAX_CHART_BARS = 20;
var LABEL_HEAD = 12;
var LABEL_TAIL = 16;
var CONTEXT = 6;
var UNSAFE_LABEL_CHARACTER = /[^\p{L}\p{N} _./:=+\-,()[\]]/gu;
function renderChart(bars, total = bars.length) {
  const shown = bars.filter((bar) => Number.isFinite(bar.percent)).slice(0, MAX_CHART_BARS);
  if (shown.length === 0) return "";
  const values = shown.map((bar) => roundedSize(bar.percent));
  const labels = uniqueLabels(shown).map(
    (label, i) => `"${label} ${signedText(shown[i]?.percent ?? 0)}"`
  );
  const top = niceCeiling(Math.max(...values) * 1.1);
  const more = total > shown.length ? `, first ${shown.length} of ${total} rows` : "";
  const source = [
    "xychart-beta horizontal",
    `    title "Size of each change vs base, % (sign as in the table${more})"`,
    `    x-axis [${labels.join(", ")}]`,
    `    y-axis "change, %" 0 --> ${top}`,
    `    bar [${values.map(String).join(", ")}]`
  ].join("\n");
  return codeBlock(source, "mermaid");
}
function roundedSize(percent2) {
  const size = Math.abs(percent2);
  return size >= 100 ? Math.round(size) : Math.round(size * 10) / 10;
}
function signedText(percent2) {
  const size = roundedSize(percent2);
  const digits = Math.abs(percent2) >= 100 ? 0 : 1;
  if (size === 0) return "0.0%";
  return `${percent2 > 0 ? "+" : "\u2212"}${size.toFixed(digits)}%`;
}
function uniqueLabels(bars) {
  const names = distinctParts(bars.map((bar) => sanitize(bar.label))).map(shorten);
  const withMetric = names.map(
    (name, i) => names.indexOf(name) !== names.lastIndexOf(name) ? `${name} ${shorten(sanitize(bars[i]?.metric ?? ""))}` : name
  );
  const seen = /* @__PURE__ */ new Map();
  return withMetric.map((label) => {
    const count = (seen.get(label) ?? 0) + 1;
    seen.set(label, count);
    return count === 1 ? label : `${label} (${count})`;
  });
}
function distinctParts(names) {
  const lists = names.map((name) => Array.from(name));
  const shortest = Math.min(...lists.map((l) => l.length));
  if (names.length < 2 || shortest <= LABEL_HEAD + LABEL_TAIL) return [...names];
  const first = lists[0] ?? [];
  let prefix = 0;
  while (prefix < shortest && lists.every((l) => l[prefix] === first[prefix])) prefix++;
  let suffix = 0;
  const fromEnd = (list, offset) => list[list.length - 1 - offset];
  while (suffix < shortest - prefix && lists.every((l) => fromEnd(l, suffix) === fromEnd(first, suffix)))
    suffix++;
  const cut = Math.max(0, prefix - CONTEXT);
  const keep = Math.max(0, suffix - CONTEXT);
  if (cut === 0 && keep === 0) return [...names];
  return lists.map(
    (l) => `${cut > 0 ? "\u2026" : ""}${l.slice(cut, l.length - keep).join("")}${keep > 0 ? "\u2026" : ""}`
  );
}
function sanitize(text) {
  return text.replace(UNSAFE_LABEL_CHARACTER, "\xB7").replace(/\s+/g, " ").trim() || "\xB7";
}
function shorten(text) {
  const points = Array.from(text);
  if (points.length <= LABEL_HEAD + LABEL_TAIL + 1) return text;
  return `${points.slice(0, LABEL_HEAD).join("")}\u2026${points.slice(-LABEL_TAIL).join("")}`;
}
function niceCeiling(value) {
  if (!(value > 1)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10].find((s) => s * power >= value) ?? 10;
  return step * power;
}

// src/report/markdown/fit-blocks.ts
var OMISSION_RESERVE = 400;
var SEPARATOR = 2;
function fitBlocks(blocks, footer, options) {
  const kept = /* @__PURE__ */ new Map();
  let room = options.maxLength - utf8Length(footer) - OMISSION_RESERVE - 1;
  let omittedRows = 0;
  let omittedSections = 0;
  const order = blocks.map((block, index) => ({ block, index })).sort((a, b) => a.block.priority - b.block.priority || a.index - b.index);
  for (const { block, index } of order) {
    const fitted = fitBlock(block, block.priority === 0 ? Infinity : room - SEPARATOR);
    if (fitted) {
      kept.set(index, fitted.text);
      room -= utf8Length(fitted.text) + SEPARATOR;
      omittedRows += fitted.omittedRows;
    } else if (block.kind === "table") omittedRows += block.rows.length;
    else omittedSections++;
  }
  const parts = blocks.flatMap((_, index) => {
    const text = kept.get(index);
    return text === void 0 ? [] : [text];
  });
  const omission = omissionLine(omittedRows, omittedSections, options.fullReportName);
  return `${[...parts, ...omission ? [omission] : [], footer].join("\n\n")}
`;
}
function fitBlock(block, budget) {
  if (block.kind === "text")
    return utf8Length(block.text) <= budget ? { text: block.text, omittedRows: 0 } : void 0;
  const rows = rowSource(block.rows);
  if (rowLinesFit(rows, budget)) {
    const whole = renderTableBlock(block, rows.length);
    if (utf8Length(whole) <= budget) return { text: whole, omittedRows: 0 };
  }
  const kept = rowsThatFit(block, budget);
  if (kept === 0) return void 0;
  return { text: renderTableBlock(block, kept), omittedRows: rows.length - kept };
}
function rowLinesFit(rows, budget) {
  let length = 0;
  for (let i = 0; i < rows.length; i++) {
    length += utf8Length(tableLine(rows.cells(i))) + 1;
    if (length > budget) return false;
  }
  return true;
}
function rowsThatFit(block, budget) {
  const rows = rowSource(block.rows);
  let kept = 1;
  let length = utf8Length(renderTableBlock(block, 1, rows.length));
  if (length > budget) return 0;
  while (kept < rows.length) {
    const next = utf8Length(tableLine(rows.cells(kept))) + 1;
    if (length + next > budget) break;
    length += next;
    kept++;
  }
  while (kept > 0 && utf8Length(renderTableBlock(block, kept)) > budget) kept--;
  return kept;
}
function renderTableBlock(block, kept, chartRows = kept) {
  const rows = rowSource(block.rows);
  const omitted = rows.length - kept;
  const note = omitted > 0 ? [`\u2026 ${omitted.toLocaleString("en-US")} more rows not shown here`] : [];
  const body = [
    markdownTable(
      block.header,
      Array.from({ length: kept }, (_, i) => rows.cells(i))
    ),
    ...note,
    ...block.footnote ? [block.footnote] : []
  ].join("\n\n");
  const chart = block.chart ? chartOf(rows, Math.max(kept, chartRows)) : "";
  const inner = chart === "" ? body : `${body}

${chart}`;
  const framed = block.collapsed ? details(`${block.collapsed} (${rows.length.toLocaleString("en-US")})`, inner) : inner;
  return block.title ? `${block.title}

${framed}` : framed;
}
function chartOf(rows, count) {
  const bars = [];
  let shown = 0;
  for (let i = 0; i < count && shown < MAX_CHART_BARS; i++) {
    const bar = rows.hasBar(i) ? rows.bar(i) : void 0;
    if (!bar) continue;
    bars.push(bar);
    if (Number.isFinite(bar.percent)) shown++;
  }
  return renderChart(bars, rows.countBars(count));
}
function omissionLine(rows, sections2, fullReportName) {
  if (rows === 0 && sections2 === 0) return "";
  const counted = [
    rows > 0 ? `${rows.toLocaleString("en-US")} more row${rows === 1 ? "" : "s"}` : "",
    sections2 > 0 ? `${sections2} more section${sections2 === 1 ? "" : "s"}` : ""
  ].filter(Boolean);
  const what = sections2 > 0 ? "full report" : "full table";
  return `\u2026 ${counted.join(" and ")} omitted; ${what} in ${fullReportName}.`;
}
function utf8Length(text) {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 128) bytes += 1;
    else if (code < 2048) bytes += 2;
    else if (code >= 55296 && code <= 56319 && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 56320 && next <= 57343) {
        bytes += 4;
        i++;
      } else bytes += 3;
    } else bytes += 3;
  }
  return bytes;
}

// src/report/markdown/render-footer.ts
var DOCS_URL = "https://github.com/bench-verdict/bench-verdict/blob/v1/docs";
var TESTED = /* @__PURE__ */ new Set([
  "regression",
  "improvement",
  "no-change",
  "inconclusive"
]);
function renderFooter(reports) {
  const url = reports[0]?.context.fullReportUrl;
  const summaryUrl = url ? safeUrl(url) : null;
  const full = summaryUrl ? `Full report: [job summary](${summaryUrl}) and the JSON report file` : "Full report: the JSON report";
  const need = footerNeeds(reports);
  const docs = [
    ...need.inconclusive ? [`[why inconclusive?](${DOCS_URL}/inconclusive.md)`] : [],
    ...need.moreSamples ? [`[how to get more samples](${DOCS_URL}/more-samples.md)`] : [],
    ...need.control ? [`[how to set up an A/A control](${DOCS_URL}/aa-control.md)`] : [],
    `[what the verdicts mean](${DOCS_URL}/verdicts.md)`
  ];
  return `<sub>${[full, ...docs].join(" \xB7 ")} \xB7 bench-verdict</sub>`;
}
function footerNeeds(reports) {
  const inconclusive = reports.some(
    (r) => r.verdict.level === "inconclusive" || r.comparisons.some((c) => c.class === "inconclusive")
  );
  return {
    inconclusive,
    moreSamples: inconclusive || reports.some(wantsMoreSamples),
    // An A/A control (like history) replaces an assumed floor with a measured one; with every
    // floor measured, exact or from rounds, setting one up answers nothing here.
    control: reports.some(
      (r) => r.comparisons.some((c) => TESTED.has(c.class) && c.floor.source === "assumed")
    )
  };
}
function wantsMoreSamples(report) {
  const tested = report.comparisons.filter((c) => c.gated && c.pMin !== null);
  const level = report.method.fdr / Math.max(1, tested.length);
  return report.comparisons.some(
    (c) => c.strength === "likely" || c.strength === "unverified" || c.gated && c.pMin !== null && c.pMin > level
  );
}

// src/model/verdict.ts
var VERDICT_LEVELS = [
  "pass",
  "warn",
  "fail",
  "inconclusive",
  "no-baseline",
  "error"
];
var VERDICT_EMOJI = {
  pass: "\u2705",
  warn: "\u{1F7E1}",
  fail: "\u274C",
  inconclusive: "\u{1F535}",
  "no-baseline": "\u26AA",
  error: "\u26D4"
};

// src/report/environment-diff.ts
var RUNNER_KEYS = /* @__PURE__ */ new Set(["cpu", "cores", "os", "arch"]);
function mergeEnvironments(environments) {
  const values = /* @__PURE__ */ new Map();
  for (const environment2 of environments)
    for (const [key, value] of Object.entries(environment2)) {
      const seen = values.get(key);
      if (!seen) values.set(key, [value]);
      else if (!seen.includes(value)) seen.push(value);
    }
  return Object.fromEntries([...values].map(([key, list]) => [key, list.join(" / ")]));
}
function environmentDifferences(base, head) {
  return Object.keys(base).filter((key) => key in head && base[key] !== head[key]).sort().map((key) => ({
    key,
    base: base[key] ?? "",
    head: head[key] ?? "",
    runner: RUNNER_KEYS.has(key)
  }));
}

// src/report/format-quantity.ts
var NBSP = "\xA0";
var SIGNIFICANT_DIGITS = 4;
var TIME_SCALES = [
  { factor: 36e11, label: "h" },
  { factor: 6e10, label: "min" },
  { factor: 1e9, label: "s" },
  { factor: 1e6, label: "ms" },
  { factor: 1e3, label: "\xB5s" },
  { factor: 1, label: "ns" },
  { factor: 1e-3, label: "ps" }
];
var BYTE_SCALES = [
  { factor: 1024 ** 4, label: "TiB" },
  { factor: 1024 ** 3, label: "GiB" },
  { factor: 1024 ** 2, label: "MiB" },
  { factor: 1024, label: "KiB" },
  { factor: 1, label: "B" }
];
var SI_SCALES = [
  { factor: 1e12, label: "T" },
  { factor: 1e9, label: "G" },
  { factor: 1e6, label: "M" },
  { factor: 1e3, label: "k" },
  { factor: 1, label: "" }
];
function displayScale(unit, values) {
  let magnitude = 0;
  for (const value of values)
    if (Number.isFinite(value) && Math.abs(value) > magnitude) magnitude = Math.abs(value);
  const scales = labelledScales(unit);
  if (!scales) return { factor: 1, label: `${NBSP}${shortUnit(unit)}` };
  for (const scale of scales)
    if (magnitude === 0 ? scale.factor === 1 : magnitude >= scale.factor) return scale;
  return scales[scales.length - 1] ?? { factor: 1, label: labelFor(unit, "") };
}
var LABELLED = /* @__PURE__ */ new Map();
function labelledScales(unit) {
  const known = LABELLED.get(unit);
  if (known) return known;
  const scales = scalesFor(unit)?.map((s) => ({ factor: s.factor, label: labelFor(unit, s.label) }));
  if (scales) LABELLED.set(unit, scales);
  return scales;
}
var MAX_UNIT_LENGTH = 24;
function scalesFor(unit) {
  if (unit === "ns") return TIME_SCALES;
  if (unit === "B" || unit === "B/s") return BYTE_SCALES;
  if (unit === "ops/s" || unit === "count") return SI_SCALES;
  return void 0;
}
function shortUnit(unit) {
  const points = Array.from(unit);
  return points.length <= MAX_UNIT_LENGTH ? unit : `${points.slice(0, MAX_UNIT_LENGTH - 1).join("")}\u2026`;
}
function labelFor(unit, prefix) {
  if (unit === "B/s") return `${NBSP}${prefix}/s`;
  if (unit === "ops/s") return `${prefix}${NBSP}ops/s`;
  if (unit === "count") return prefix;
  return `${NBSP}${prefix}`;
}
function formatQuantity(value, unit, scale = displayScale(unit, [value]), digits = SIGNIFICANT_DIGITS) {
  if (!Number.isFinite(value)) return "n/a";
  if (value === 0)
    return `0${scalesFor(unit) === SI_SCALES ? displayScale(unit, [1]).label : scale.label}`;
  const scaled = value / scale.factor;
  const whole = scale.factor === 1 && Number.isInteger(scaled) && Math.abs(scaled) < 1e15;
  return `${whole ? withGrouping(scaled.toFixed(0)) : formatSignificant(scaled, digits)}${scale.label}`;
}
var SPREAD_DIGITS = 2;
function formatSignificant(value, digits = SIGNIFICANT_DIGITS) {
  if (!Number.isFinite(value)) return "n/a";
  if (value === 0) return "0";
  const magnitude = Math.floor(Math.log10(Math.abs(value)));
  const decimals = Math.max(0, digits - 1 - magnitude);
  const text = value.toFixed(Math.min(decimals, 12));
  return text.startsWith("-") && /^-0(\.0*)?$/.test(text) ? text.slice(1) : withGrouping(text);
}
function withGrouping(text) {
  const point = text.indexOf(".");
  if ((point === -1 ? text.length : point) <= 3) return text;
  const [integer = "", fraction] = text.split(".");
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return fraction === void 0 ? grouped : `${grouped}.${fraction}`;
}
function formatChange(ratio, space = NBSP) {
  if (ratio === null || !Number.isFinite(ratio)) return "not measurable";
  if (ratio <= 0) return "not measurable";
  const percent2 = (ratio - 1) * 100;
  const size = Math.abs(percent2);
  const digits = size.toFixed(size >= 100 ? 0 : 1);
  if (Number(digits) === 0) return `0.0${space}%`;
  return `${percent2 > 0 ? "+" : "\u2212"}${digits}${space}%`;
}
function formatChangeInterval(lower, upper, space = NBSP) {
  return `[${formatChange(lower, space)}, ${formatChange(upper, space)}]`;
}
function formatBand(relative) {
  if (!Number.isFinite(relative)) return "n/a";
  const percent2 = Math.abs(relative) * 100;
  const text = percent2 >= 100 ? percent2.toFixed(0) : percent2.toFixed(1);
  return `\xB1${text}${NBSP}%`;
}
function formatProbability(p) {
  if (p === null || !Number.isFinite(p)) return "\u2014";
  if (p < 1e-4) return "<0.0001";
  if (p >= 0.9995) return "1";
  return p < 0.01 ? p.toPrecision(2) : p.toFixed(3);
}

// src/report/markdown/render-context.ts
var MAX_REASONS = 5;
function renderVerdictLine({ verdict }, heading = "###") {
  return `${heading} ${VERDICT_EMOJI[verdict.level]} Benchmarks: ${verdict.level} \u2014 ${inlineText(verdict.headline, 300)}`;
}
function renderCounts({ comparisons }) {
  const gated = comparisons.filter((c) => c.gated);
  const counts = countByClass(gated);
  const parts = CLASS_ORDER.map((c) => {
    const text = `${counts[c].toLocaleString("en-US")} ${CLASS_NAMES[c][counts[c] === 1 ? 0 : 1]}`;
    return counts[c] > 0 && (c === "regression" || c === "inconclusive") ? `**${text}**` : text;
  });
  const informational = comparisons.length - gated.length;
  const scope = `${plural(gated.length, "gated metric")}${informational > 0 ? `; ${plural(informational, "more metric")} shown for information` : ""}`;
  return `${parts.join(" \xB7 ")} (${scope})`;
}
function renderContext(data) {
  const { context: context2 } = data;
  const parts = [];
  const head = context2.headSha ? codeSpan(context2.headSha.slice(0, 12)) : codeSpan(context2.headSource, { maxLength: 120 });
  const base = context2.baseSha ? codeSpan(context2.baseSha.slice(0, 12)) : codeSpan(context2.baseSource, { maxLength: 120 });
  const branch = context2.baseBranch ? ` on ${codeSpan(context2.baseBranch, { maxLength: 80 })}` : "";
  parts.push(
    data.verdict.level === "no-baseline" ? `Head ${head}; base looked for in ${base}${branch}, none read` : `Compared head ${head} with base ${base}${branch}`
  );
  if (context2.baseRun) {
    const url = safeUrl(context2.baseRun.url);
    const run = `run ${context2.baseRun.id}`;
    parts.push(`base ${url ? `[${run}](${url})` : run} (${formatUtc(context2.baseRun.createdAt)})`);
  }
  if (context2.commitsBehind !== void 0 && context2.commitsBehind !== null)
    parts.push(`${plural(context2.commitsBehind, "commit")} behind the PR's base`);
  parts.push(`history: ${plural(context2.historyRuns, "earlier base run")}`);
  if (context2.controlRuns > 0) parts.push(`A/A control: ${plural(context2.controlRuns, "run")}`);
  const floors = floorSources(data);
  if (floors !== "") parts.push(floors);
  return parts.join(" \xB7 ");
}
var FLOOR_ORDER = [
  "history",
  "aa-control",
  "paired",
  "assumed",
  "deterministic"
];
function floorSources({ comparisons, context: context2, method: method2 }) {
  const counts = /* @__PURE__ */ new Map();
  for (const c of comparisons)
    if (c.gated && c.base !== null && c.head !== null)
      counts.set(c.floor.source, (counts.get(c.floor.source) ?? 0) + 1);
  const sources = FLOOR_ORDER.filter((source) => counts.has(source));
  const assumed = `assumed at ${(method2.noiseFloor * 100).toFixed(1).replace(/\.0$/, "")}%`;
  const measuredBy = {
    history: `measured from ${plural(context2.historyRuns, "earlier base run")}`,
    "aa-control": "measured by the A/A control",
    paired: "none needed (interleaved rounds)",
    assumed,
    deterministic: "none needed (exact, deterministic metrics)"
  };
  const [only] = sources;
  if (only !== void 0 && sources.length === 1) return `noise floor: ${measuredBy[only]}`;
  const part = (source) => {
    const n = counts.get(source) ?? 0;
    const count = n.toLocaleString("en-US");
    switch (source) {
      case "paired":
        return `none needed for ${count} measured in interleaved rounds`;
      case "deterministic":
        return `none needed for ${count} exact (deterministic) ${n === 1 ? "metric" : "metrics"}`;
      default:
        return `${measuredBy[source]} for ${count}`;
    }
  };
  return sources.length === 0 ? "" : `noise floor per gated metric: ${sources.map(part).join(", ")}`;
}
function renderNotices(data) {
  const notices = [];
  const { fork } = data.context;
  if (fork) {
    const url = fork.runUrl ? safeUrl(fork.runUrl) : null;
    const run = url ? ` ([the fork's run](${url}))` : "";
    notices.push(
      `\u26A0\uFE0F **From a fork:** the head results were produced by ${codeSpan(fork.repository, { maxLength: 100 })}${run}, i.e. by this pull request's own code, and were read as data only. A pull request can alter its own numbers: treat a pass as the fork's claim.`
    );
  }
  const environments = data.environments;
  if (environments) {
    const runner = environmentDifferences(environments.base, environments.head).filter(
      (d) => d.runner
    );
    if (runner.length > 0) {
      const what = runner.slice(0, 3).map(
        (d) => `${inlineText(d.key, 20)} ${codeSpan(d.base, { maxLength: 60 })} on base, ${codeSpan(d.head, { maxLength: 60 })} on head`
      ).join("; ");
      notices.push(
        `\u26A0\uFE0F **The runners differed** (${what}): part of any change may come from the machine. See "Environment differences" below.`
      );
    }
  }
  return notices;
}
function renderReasons({ verdict, findings }) {
  const reasons = verdict.reasons.filter(
    (r) => r !== verdict.headline && !verdict.headline.includes(r)
  );
  const lines = [...capped(reasons, "reason"), ...capped(findings, "finding")];
  return lines.map((line) => `- ${line}`).join("\n");
}
function capped(texts, noun) {
  const shown = texts.slice(0, MAX_REASONS).map((t) => inlineText(t, 500));
  const more = texts.length - shown.length;
  return more > 0 ? [...shown, `\u2026 and ${plural(more, `more ${noun}`)} (see the tables)`] : shown;
}
function renderGeomean({ geomean: geomean2 }) {
  if (!geomean2 || geomean2.count < 2) return "";
  const ci = geomean2.ci ? ` ${formatChangeInterval(geomean2.ci.lower, geomean2.ci.upper)}` : "";
  const partial = geomean2.partial ? " (CI over the comparisons that have one)" : "";
  return `**Suite geomean** over ${plural(geomean2.count, "gated metric")}: ${formatChange(geomean2.ratio)}${ci}${partial}, oriented so that + means slower or worse (throughput inverted); between-run floor ${formatBand(geomean2.floor.value)} (${inlineText(geomean2.floor.source, 40)}).`;
}
function formatUtc(iso) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return inlineText(iso, 40);
  return `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}
function plural(count, noun) {
  return `${count.toLocaleString("en-US")} ${noun}${count === 1 ? "" : "s"}`;
}

// src/report/comparison-text.ts
function changeWords(c, space) {
  if (c.class === "added") return "new";
  if (c.class === "removed") return "removed";
  if (c.ratio !== null && Number.isFinite(c.ratio) && c.ratio > 0)
    return formatChange(c.ratio, space);
  const base = sideCentre(c, "base");
  const head = sideCentre(c, "head");
  if (base !== null && base.value === 0 && head !== null && head.value !== 0) return "was 0";
  return "not measurable";
}
function changeWithInterval(c, space) {
  const words = changeWords(c, space);
  const { ci } = c;
  if (ci === null || !(ci.lower > 0) || !Number.isFinite(ci.upper)) return words;
  if (!/\d/.test(words)) return words;
  return `${words} ${formatChangeInterval(ci.lower, ci.upper, space)}`;
}
function changePercent(c) {
  if (c.class === "added" || c.class === "removed") return null;
  if (c.ratio === null || !Number.isFinite(c.ratio) || c.ratio <= 0) return null;
  return (c.ratio - 1) * 100;
}
function centreOf(stats, compared = "median") {
  if (stats === null) return null;
  if (compared === "mean" && Number.isFinite(stats.mean)) return meanCentre(stats);
  if (Number.isFinite(stats.median))
    return { value: stats.median, spread: finiteOrNull(stats.mad), statistic: "median" };
  return Number.isFinite(stats.mean) ? meanCentre(stats) : null;
}
function meanCentre(stats) {
  return { value: stats.mean, spread: finiteOrNull(stats.sd), statistic: "mean" };
}
function finiteOrNull(x) {
  return x !== null && Number.isFinite(x) ? x : null;
}
function sideCentre(c, side) {
  return centreOf(c[side], c.centre);
}

// src/report/reference-report.ts
var READING_KINDS = [
  "worse",
  "still-worse",
  "partly-recovered",
  "inconclusive",
  "recovered",
  "better",
  "within-noise"
];
var COMPARED = /* @__PURE__ */ new Set([
  "regression",
  "improvement",
  "no-change",
  "inconclusive"
]);
function readReference(change, sinceReference) {
  const since = new Map(sinceReference.map((c) => [c.key, c]));
  return change.filter((c) => c.gated && COMPARED.has(c.class)).map((c) => readingOf(c, since.get(c.key) ?? null)).sort(
    (a, b) => READING_KINDS.indexOf(a.kind) - READING_KINDS.indexOf(b.kind) || a.change.label.localeCompare(b.change.label)
  );
}
function readingOf(change, since) {
  const regressed = since?.class === "regression";
  const recovery2 = regressed && since.ratio !== null ? recoveryOf(since.ratio, change.ratio, change.ci) : null;
  const kind = change.class === "inconclusive" ? "inconclusive" : change.class === "regression" ? !regressed ? "worse" : recovery2 !== null && recovery2.fraction > 0 ? "partly-recovered" : "still-worse" : regressed ? "recovered" : change.class === "improvement" ? "better" : "within-noise";
  return {
    key: change.key,
    kind,
    change,
    sinceReference: since && {
      class: since.class,
      strength: since.strength,
      ratio: since.ratio,
      ci: since.ci
    },
    recovery: recovery2
  };
}
function recoveryOf(baseRatio, headRatio, headCi) {
  const positive = (x) => x !== null && Number.isFinite(x) && x > 0;
  if (!positive(headRatio) || !positive(baseRatio)) return null;
  const since = Math.log(baseRatio);
  if (since === 0) return null;
  const recovered = (ratio) => (since - Math.log(ratio)) / since;
  if (headCi === null || !positive(headCi.lower) || !positive(headCi.upper))
    return { fraction: recovered(headRatio), ci: null };
  const [lower, upper] = [recovered(headCi.upper), recovered(headCi.lower)].sort((a, b) => a - b);
  return {
    fraction: recovered(headRatio),
    ci: { lower: lower ?? Number.NaN, upper: upper ?? Number.NaN, level: headCi.level }
  };
}
var MOVED = /* @__PURE__ */ new Set(["regression", "improvement", "inconclusive"]);
function sideBySide(comparisons, references) {
  const byKey = (list) => new Map(list.filter((c) => c.gated).map((c) => [c.key, c]));
  const base = byKey(comparisons);
  const against = references.map((r) => byKey(r.comparisons));
  const keys = /* @__PURE__ */ new Set();
  for (const c of base.values()) if (MOVED.has(c.class)) keys.add(c.key);
  for (const r of references)
    for (const reading of r.readings) if (reading.kind !== "within-noise") keys.add(reading.key);
  const rows = [...keys].map((key) => ({
    key,
    base: base.get(key) ?? null,
    references: against.map((map) => map.get(key) ?? null)
  }));
  const rank2 = (row) => Math.min(
    ...[row.base, ...row.references].map((c) => c ? ROW_ORDER.indexOf(c.class) : Infinity)
  );
  const label = (row) => (row.base ?? row.references.find((c) => c !== null))?.label ?? row.key;
  return rows.sort((a, b) => rank2(a) - rank2(b) || label(a).localeCompare(label(b)));
}
function treesOf(row) {
  const first = row.references.find((c) => c !== null) ?? null;
  const named = row.base ?? first;
  return {
    named,
    trees: [
      ...row.references.map((c) => c?.base ?? null),
      row.base?.base ?? null,
      row.base?.head ?? first?.head ?? null
    ]
  };
}
var ROW_ORDER = [
  "regression",
  "inconclusive",
  "improvement",
  "no-change"
];

// src/report/reference-sentences.ts
var PLAIN = { name: (t) => t, label: (t) => t, text: (t) => t };
var NBSP2 = "\xA0";
var MAX_ITEMS = 3;
var TIME_KINDS = /* @__PURE__ */ new Set(["wall-time", "cpu-time"]);
function referenceSentence(reference2, quote) {
  const name = quote.name(reference2.name);
  if (reference2.missing !== void 0) return `not compared: ${quote.text(reference2.missing)}`;
  const { readings } = reference2;
  if (readings.length === 0)
    return `head and ${name} have no gated benchmark in common: nothing to read`;
  const on = (r) => readings.length === 1 ? "" : ` on ${quote.label(r.change.label)}`;
  const only = (kind) => readings.filter((r) => r.kind === kind);
  const recovered = only("recovered");
  const quiet = (r) => r.kind === "within-noise" || r.kind === "recovered" && r.change.class === "no-change";
  if (readings.every(quiet)) {
    const recovers = recovered.length === 0 ? "" : `: it recovers ${listed(recovered, (r, first) => recoveryItem(r, name, first, on(r)))}`;
    return `head is within the noise of ${name}${recovers}`;
  }
  const clauses = [
    group(only("worse"), (r, first) => changeItem(r, "", name, first, on(r))),
    group(only("still-worse"), (r, first) => changeItem(r, "still ", name, first, on(r))),
    ...only("partly-recovered").map(
      (r) => `recovers ${recoveryItem(r, name, true, on(r))} but is still ${amount(r)} ${adjective(r)} than ${name}`
    ),
    group(
      only("inconclusive"),
      (r, first) => first ? `is inconclusive against ${name}${on(r)}` : quote.label(r.change.label)
    ),
    recovered.length > 0 ? `recovers ${listed(recovered, (r, first) => recoveryItem(r, name, first, on(r)))}` : "",
    group(only("better"), (r, first) => changeItem(r, "", name, first, on(r))),
    withinNoise(only("within-noise").length, name)
  ].filter((clause) => clause !== "");
  return `head ${clauses.join("; ")}`;
}
function group(readings, item) {
  return readings.length === 0 ? "" : listed(readings, item);
}
function listed(readings, item) {
  const items = readings.slice(0, MAX_ITEMS).map((r, i) => item(r, i === 0));
  const more = readings.length - items.length;
  if (more > 0) items.push(`${more} more`);
  return items.length === 1 ? items[0] ?? "" : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1] ?? ""}`;
}
function changeItem(r, still, name, first, on) {
  return first ? `is ${still}${amount(r)} ${adjective(r)} than ${name}${on}` : `${amount(r)} ${adjective(r)}${on}`;
}
function recoveryItem(r, name, first, on) {
  const recovery2 = r.recovery;
  if (recovery2 === null) return `the regression introduced since ${name}${on}`;
  const ci = recovery2.ci === null ? "" : ` (approx. ${Math.floor(recovery2.ci.level * 100)}${NBSP2}% CI ${percent(recovery2.ci.lower)} to ${percent(recovery2.ci.upper)})`;
  const what = first ? ` of the regression introduced since ${name}` : "";
  return `${percent(recovery2.fraction)}${what}${on}${ci}`;
}
function withinNoise(count, name) {
  if (count === 0) return "";
  return `is within the noise of ${name} on ${count === 1 ? "the other benchmark" : `the other ${count} benchmarks`}`;
}
function amount(r) {
  const ratio = r.change.ratio;
  if (ratio === null || !Number.isFinite(ratio) || ratio <= 0) return "an unmeasurable amount";
  const size = Math.abs(ratio - 1) * 100;
  return `${size >= 100 ? size.toFixed(0) : size.toFixed(1)}${NBSP2}%`;
}
function adjective(r) {
  const { ratio, direction, metric } = r.change;
  const grew = ratio !== null && ratio > 1;
  const worse = direction === "higher-is-better" ? !grew : grew;
  if (TIME_KINDS.has(metric)) return worse ? "slower" : "faster";
  return worse ? "worse" : "better";
}
function percent(fraction) {
  return Number.isFinite(fraction) ? `${Math.round(fraction * 100)}${NBSP2}%` : "n/a";
}

// src/report/sparkline.ts
var LEVELS = "\u2581\u2582\u2583\u2584\u2585\u2586\u2587\u2588";
function sparkline(values, low = Math.min(...values.filter(Number.isFinite)), high = Math.max(...values.filter(Number.isFinite))) {
  const top = LEVELS.length - 1;
  return values.filter(Number.isFinite).map((value) => {
    if (!(high > low)) return LEVELS[Math.floor(top / 2)];
    const level = Math.round((value - low) / (high - low) * top);
    return LEVELS[Math.min(top, Math.max(0, level))];
  }).join("");
}
function historySparkline(history, base, head) {
  const runs = [...history, ...base === null ? [] : [base]].filter(Number.isFinite);
  if (history.length === 0 || runs.length === 0) return "";
  const all = [...runs, ...head !== null && Number.isFinite(head) ? [head] : []];
  const low = Math.min(...all);
  const high = Math.max(...all);
  const line = sparkline(runs, low, high);
  return head !== null && Number.isFinite(head) ? `${line} \u2192 ${sparkline([head], low, high)}` : line;
}

// src/report/markdown/render-table.ts
var NBSP3 = "\xA0";
var CHANGE_HEADER = [
  "Benchmark",
  "Metric",
  "Base",
  "Head",
  "Change (95% CI)",
  "q-value",
  "Class"
];
var INCONCLUSIVE_HEADER = [
  "Benchmark",
  "Metric",
  "Change (95% CI)",
  "q-value",
  "Detectable at this n",
  "Why"
];
var REASON_HEADER = ["Benchmark", "Metric", "Change", "Class", "Why"];
var HEAD_ONLY_HEADER = ["Benchmark", "Metric", "Head"];
var HISTORY_HEADER = "Base history \u2192 head";
function changeRow(c, history) {
  const scale = displayScale(c.unit, centres(c));
  const cells = [
    codeSpan(c.label, { inTable: true }),
    metricCell(c.metricName),
    revisionCell(c, c.base, scale),
    revisionCell(c, c.head, scale),
    changeWithInterval(c),
    formatProbability(c.qValue),
    classLabel(c),
    ...history ? [historyCell(c, history)] : []
  ];
  const percent2 = changePercent(c);
  return percent2 === null ? { cells } : { cells, bar: barOf(c, percent2) };
}
function inconclusiveRow(c, history) {
  const cells = [
    codeSpan(c.label, { inTable: true }),
    metricCell(c.metricName),
    changeWithInterval(c),
    formatProbability(c.qValue),
    c.minimumDetectableEffect === null ? "\u2014" : formatBand(c.minimumDetectableEffect),
    inlineText(c.reasons[0] ?? "no reason recorded", 240),
    ...history ? [historyCell(c, history)] : []
  ];
  const percent2 = changePercent(c);
  return percent2 === null ? { cells } : { cells, bar: barOf(c, percent2) };
}
function reasonRow(c) {
  return {
    cells: [
      codeSpan(c.label, { inTable: true }),
      metricCell(c.metricName),
      changeWithInterval(c),
      classLabel(c),
      inlineText(c.reasons[0] ?? "", 240)
    ]
  };
}
function headOnlyRow(c) {
  const scale = displayScale(c.unit, [sideCentre(c, "head")?.value ?? Number.NaN]);
  return {
    cells: [
      codeSpan(c.label, { inTable: true }),
      metricCell(c.metricName),
      revisionCell(c, c.head, scale)
    ]
  };
}
function revisionCell(c, stats, scale) {
  const centre = centreOf(stats, c.centre);
  if (stats === null || centre === null) return stats === null ? "\u2014" : `n/a (n=${stats.n})`;
  const safe = { factor: scale.factor, label: escapeUnitLabel(scale.label) };
  const value = formatQuantity(centre.value, c.unit, safe);
  const spread = centre.spread === null ? "" : ` \xB1 ${formatQuantity(centre.spread, c.unit, safe, SPREAD_DIGITS)}`;
  const what = centre.statistic === "mean" ? `mean${centre.spread === null ? "" : " \xB1 sd"}, ` : "";
  return `${value}${spread} (${what}n=${stats.n})`;
}
function hasChartBar(c) {
  return changePercent(c) !== null;
}
function centres(c) {
  return [sideCentre(c, "base")?.value ?? Number.NaN, sideCentre(c, "head")?.value ?? Number.NaN];
}
function escapeUnitLabel(label) {
  return remembered(UNIT_LABELS, label, () => {
    const spaced = label.startsWith(NBSP3);
    const text = spaced ? label.slice(1) : label;
    return `${spaced ? NBSP3 : ""}${inlineText(text, 30)}`;
  });
}
function metricCell(name) {
  return remembered(METRIC_NAMES, name, () => inlineText(name, 40));
}
var UNIT_LABELS = /* @__PURE__ */ new Map();
var METRIC_NAMES = /* @__PURE__ */ new Map();
var REMEMBERED = 1e3;
function remembered(memory, text, make) {
  let known = memory.get(text);
  if (known === void 0) {
    if (memory.size >= REMEMBERED) memory.clear();
    memory.set(text, known = make());
  }
  return known;
}
function historyCell(c, history) {
  const line = historySparkline(
    history[c.key] ?? [],
    sideCentre(c, "base")?.value ?? null,
    sideCentre(c, "head")?.value ?? null
  );
  return line === "" ? "\u2014" : line;
}
function barOf(c, percent2) {
  const worse = c.direction === "higher-is-better" ? percent2 < 0 : percent2 > 0;
  return { label: chartLabel(c.benchmark), metric: c.metricName, percent: percent2, worse };
}
function chartLabel(id) {
  return benchmarkLabel({
    name: id.name,
    ...id.params ? { params: id.params } : {},
    ...id.procs !== void 0 ? { procs: id.procs } : {}
  });
}

// src/report/markdown/render-references.ts
var NAME_LENGTH = 40;
var MARKDOWN = {
  name: (text) => codeSpan(text, { maxLength: NAME_LENGTH }),
  label: (text) => codeSpan(text, { maxLength: 80 }),
  text: (text) => inlineText(text, 300)
};
function referenceBlocks(data, heading) {
  const references = data.references ?? [];
  if (references.length === 0) return [];
  const lines = references.map((r) => `- ${originText(r)}: ${referenceSentence(r, MARKDOWN)}.`);
  const blocks = [
    textBlock(`${heading} Against references

${lines.join("\n")}`, PRIORITY.notices)
  ];
  const compared = references.filter((r) => r.missing === void 0);
  const rows = sideBySide(data.comparisons, compared);
  if (rows.length > 0)
    blocks.push({
      kind: "table",
      priority: PRIORITY.inconclusive,
      header: [
        "Benchmark",
        "Metric",
        ...compared.map((r) => codeSpan(r.name, { inTable: true, maxLength: NAME_LENGTH })),
        "Base",
        "Head",
        ...compared.map(
          (r) => `Head vs ${codeSpan(r.name, { inTable: true, maxLength: NAME_LENGTH })}`
        ),
        "Head vs base"
      ],
      rows: rows.map(sideBySideRow),
      footnote: "Median \xB1 MAD (n) of each tree; changes of head with their 95% CI. Each reference is its own FDR family, judged against the same between-run noise floor as the base."
    });
  return blocks;
}
function originText(r) {
  const parts = r.run && r.source === `run ${r.run.id}` ? [] : [inlineText(r.source, 120)];
  if (r.run) {
    const url = safeUrl(r.run.url);
    const run = `run ${r.run.id}`;
    parts.push(
      `${url ? `[${run}](${url})` : run} at ${codeSpan(r.run.headSha.slice(0, 12))} (${formatUtc(r.run.createdAt)})`
    );
  }
  if (r.gate !== "off") parts.push(`gate: ${r.gate}`);
  return `**${MARKDOWN.name(r.name)}** (${parts.join(", ")})`;
}
function sideBySideRow(row) {
  const { named, trees } = treesOf(row);
  const scale = displayScale(
    named.unit,
    trees.map((s) => centreOf(s, named.centre)?.value ?? Number.NaN)
  );
  const change = (c) => c === null ? "\u2014" : `${changeWithInterval(c)} ${classLabel(c)}`;
  return {
    cells: [
      codeSpan(named.label, { inTable: true }),
      inlineText(named.metricName, 40),
      ...trees.map((s) => s === null ? "\u2014" : revisionCell(named, s, scale)),
      ...row.references.map(change),
      change(row.base)
    ]
  };
}

// src/report/shell-words.ts
function quoteRegex(text) {
  return text.replace(/[\\^$.|?*+()[\]{}]/g, "\\$&").replace(/[\u0000-\u001f\u007f]/g, ".");
}
var HIDDEN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u034f\u115f\u1160\u17b4\u17b5\u180b-\u180f\u3164\ufe00-\ufe0f\uffa0\u{1d173}-\u{1d17a}\u{e0000}-\u{e0fff}]/u;
var SPACE_RUN = / {2,}/;
function shellQuote(text) {
  if (!HIDDEN.test(text) && !SPACE_RUN.test(text)) return `'${text.replace(/'/g, `'\\''`)}'`;
  const escaped = text.replace(/ {2,}|[\\']|[^]/gu, (piece) => {
    if (piece.startsWith("  ")) return "\\x20".repeat(piece.length);
    if (piece === "\\" || piece === "'") return `\\${piece}`;
    return HIDDEN.test(piece) ? codeEscape(piece) : piece;
  });
  return `$'${escaped}'`;
}
function codeEscape(character) {
  const code = character.codePointAt(0) ?? 0;
  if (code < 128) return `\\x${code.toString(16).padStart(2, "0")}`;
  if (code <= 65535) return `\\u${code.toString(16).padStart(4, "0")}`;
  return `\\U${code.toString(16).padStart(8, "0")}`;
}
function isGoImportPath(path) {
  if (path.length === 0 || path.length > 512 || path.startsWith("-")) return false;
  return path.split("/").every((element) => GO_ELEMENT.test(element));
}
var GO_ELEMENT = /^(?!\.)[A-Za-z0-9._~+-]+(?<!\.)$/;

// src/report/rerun-filters.ts
function rerunList(comparisons) {
  return [...new Set(rerunComparisons(comparisons).map((c) => c.label))];
}
function rerunTrust(context2) {
  return { foreignHead: context2.fork !== void 0 };
}
function rerunFilters(comparisons, trust) {
  const byFormat = /* @__PURE__ */ new Map();
  for (const c of rerunComparisons(comparisons)) {
    if (c.format === void 0 || !(c.format in BUILDERS)) continue;
    if (trust.foreignHead && COMMANDS_FROM_DATA.has(c.format)) continue;
    const list = byFormat.get(c.format);
    if (list) list.push(c);
    else byFormat.set(c.format, [c]);
  }
  return [...byFormat].flatMap(([format, list]) => {
    const build = BUILDERS[format];
    if (!build) return [];
    const ids = uniqueBy(list, (c) => c.label);
    return [{ format, benchmarks: ids.map((c) => c.label), ...build(ids.map((c) => c.benchmark)) }];
  });
}
function rerunComparisons(comparisons) {
  return comparisons.filter(
    (c) => c.gated && (c.class === "regression" || c.class === "inconclusive")
  );
}
var googleBenchmark = (ids) => {
  const filter = `^(${unique(ids.map((id) => quoteRegex(id.name))).join("|")})$`;
  return {
    harness: "Google Benchmark",
    filter,
    command: `<benchmark binary> --benchmark_filter=${shellQuote(filter)} --benchmark_repetitions=20`
  };
};
var goTest = (ids) => {
  const levels = [];
  for (const id of ids)
    id.name.split("/").forEach((part, depth) => (levels[depth] ??= []).push(quoteRegex(part)));
  const filter = levels.map((parts) => `^(${unique(parts).join("|")})$`).join("/");
  const packages = unique(ids.flatMap((id) => id.suite === void 0 ? [] : [id.suite]));
  const procs = unique(ids.flatMap((id) => id.procs === void 0 ? [] : [String(id.procs)]));
  const cpu = procs.length > 0 ? ` -cpu=${procs.join(",")}` : "";
  const where = packages.length > 0 && packages.every(isGoImportPath) ? packages.map(shellQuote).join(" ") : "./...";
  return {
    harness: "go test",
    filter,
    command: `go test -run='^$' -bench=${shellQuote(filter)}${cpu} -count=20 ${where}`
  };
};
var pytest = (ids) => {
  const terms = unique(
    ids.flatMap((id) => {
      const name = id.name.split("::").pop() ?? id.name;
      const pieces = name.split(/[^\w:+\-.[\]\\/]+/u).filter((p) => p !== "" && !["and", "or", "not"].includes(p));
      if (pieces.length === 0) return [];
      return [pieces.length === 1 ? pieces[0] ?? "" : `(${pieces.join(" and ")})`];
    })
  );
  const filter = terms.join(" or ");
  return {
    harness: "pytest-benchmark",
    filter,
    command: `pytest --benchmark-only --benchmark-min-rounds=20 -k ${shellQuote(filter)}`
  };
};
var hyperfine = (ids) => {
  const commands = unique(
    ids.map(
      (id) => Object.entries(id.params ?? {}).reduce(
        (command, [key, value]) => command.split(`{${key}}`).join(value),
        id.name
      )
    )
  );
  const filter = commands.map(shellQuote).join(" ");
  return { harness: "hyperfine", filter, command: `hyperfine --runs 30 ${filter}` };
};
var COMMANDS_FROM_DATA = /* @__PURE__ */ new Set(["hyperfine-json"]);
var BUILDERS = {
  "google-benchmark-json": googleBenchmark,
  "google-benchmark-csv": googleBenchmark,
  "go-test-text": goTest,
  "go-test-json": goTest,
  "pytest-benchmark-json": pytest,
  "hyperfine-json": hyperfine
};
function unique(values) {
  return [...new Set(values)];
}
function uniqueBy(items, key) {
  const seen = /* @__PURE__ */ new Set();
  return items.filter((item) => !seen.has(key(item)) && (seen.add(key(item)), true));
}

// src/report/markdown/render-details.ts
var MAX_DIAGNOSTICS = 50;
var MAX_ENVIRONMENT_KEYS = 40;
var MAX_POLICY_LINES = 30;
var MAX_COMMAND_LENGTH = 3e3;
function renderDiagnostics(diagnostics, open = false) {
  const shown = diagnostics.filter((d) => d.severity !== "info");
  if (shown.length === 0) return "";
  const order = { error: 0, warning: 1, info: 2 };
  const lines = groupRepeats(shown).sort((a, b) => order[a.diagnostic.severity] - order[b.diagnostic.severity]).slice(0, MAX_DIAGNOSTICS).map(({ diagnostic: d, count }) => {
    const where = d.location ? ` ${inlineText(d.location, 120)}` : "";
    const file = d.file ? `${codeSpan(d.file, { maxLength: 120 })}${where}: ` : "";
    const times = count > 1 ? ` (\xD7${count})` : "";
    return `- ${d.severity === "error" ? "\u26D4" : "\u26A0\uFE0F"} ${file}${inlineText(d.message, 400)}${times}`;
  });
  const more = shown.length > MAX_DIAGNOSTICS ? [`- \u2026 ${plural(shown.length - MAX_DIAGNOSTICS, "more problem")} in the JSON report`] : [];
  return details(
    `Problems found in the inputs (${shown.length.toLocaleString("en-US")})`,
    [...lines, ...more].join("\n"),
    open
  );
}
function groupRepeats(diagnostics) {
  const groups = /* @__PURE__ */ new Map();
  for (const d of diagnostics) {
    const key = JSON.stringify([d.severity, d.file, d.location, d.message]);
    const group2 = groups.get(key);
    if (group2) group2.count++;
    else groups.set(key, { diagnostic: d, count: 1 });
  }
  return [...groups.values()];
}
function renderEnvironment({ environments }) {
  if (!environments) return "";
  const differences = environmentDifferences(environments.base, environments.head);
  if (differences.length === 0) return "";
  const value = (text) => codeSpan(text, { inTable: true, maxLength: 100 });
  const rows = differences.slice(0, MAX_ENVIRONMENT_KEYS).map((d) => [inlineText(d.key, 40), value(d.base), value(d.head)]);
  const more = differences.length > MAX_ENVIRONMENT_KEYS ? `

\u2026 ${plural(differences.length - MAX_ENVIRONMENT_KEYS, "more key")} in the JSON report` : "";
  return details(
    `Environment differences (${differences.length})`,
    `${markdownTable(["Key", "Base", "Head"], rows)}${more}`
  );
}
function renderRerun({ comparisons, context: context2 }) {
  const labels = rerunList(comparisons);
  if (labels.length === 0) return "";
  const trust = rerunTrust(context2);
  const built = rerunFilters(comparisons, trust);
  const filters = built.map((filter) => {
    const heading = `**${filter.harness}** (${plural(filter.benchmarks.length, "benchmark")}):`;
    if (filter.command.length > MAX_COMMAND_LENGTH)
      return `${heading} the command is ${filter.command.length.toLocaleString("en-US")} characters long; it is in the JSON report (\`rerunFilters\`).`;
    return `${heading}

${codeBlock(filter.command, "sh")}`;
  });
  const covered = built.reduce((n, f) => n + f.benchmarks.length, 0);
  const others = covered < labels.length ? [
    trust.foreignHead ? `${plural(labels.length - covered, "benchmark")} from harnesses without a filter, or whose names are commands the fork chose (never offered to run here): the step output \`rerun\` and the JSON report list every name.` : `${plural(labels.length - covered, "benchmark")} from harnesses without a filter: the step output \`rerun\` and the JSON report list every name.`
  ] : [];
  const intro = "The regressions and inconclusive comparisons, re-run with more repetitions; more samples shrink the confidence intervals.";
  return details(
    `Re-run what needs a closer look (${labels.length.toLocaleString("en-US")})`,
    [intro, ...filters, ...others].join("\n\n")
  );
}
function renderMethod({ method: method2, context: context2, geomean: geomean2 }) {
  const percent2 = (x) => `${(x * 100).toFixed(1).replace(/\.0$/, "")}%`;
  const optional = (value, text) => value === void 0 ? [] : [text(value)];
  const lines = [
    `- Test: Mann\u2013Whitney U (exact where possible) on raw samples; Hodges\u2013Lehmann shift with its distribution-free ${percent2(1 - (method2.alpha ?? 0.05))} CI; Welch on log means when only summaries exist; signed-rank on interleaved rounds.`,
    // The Change column is not Head/Base of the medians beside it; say so where readers look
    // when the two disagree (even in sign, with overlapping samples).
    "- Change: with raw samples, the median of the head/base ratios over all pairs of samples (Hodges\u2013Lehmann), the estimate the test and the CI agree with; when the two sides overlap it can differ from the ratio of the Base and Head medians, even in sign.",
    `- Threshold: ${percent2(method2.threshold)}${method2.thresholdDeterministic === void 0 ? "" : ` (${percent2(method2.thresholdDeterministic)} for exact counters)`}; a change must also clear the between-run noise floor: from interleaved rounds, history or an A/A control when given, else assumed at ${percent2(method2.noiseFloor)}.`,
    `- Multiple comparisons: Benjamini\u2013Hochberg at FDR ${percent2(method2.fdr)} over the gated metrics.`,
    ...optional(method2.geomeanThreshold, (band) => {
      const floor = method2.geomeanNoiseFloor === void 0 ? "" : `, assumed floor ${percent2(method2.geomeanNoiseFloor)} without history or an A/A control, never below what its benchmarks' own floors imply for their mean`;
      const applied = geomean2 ? ` (this run: ${percent2(geomean2.floor.value)}, ${geomean2.floor.source})` : "";
      return `- Suite geomean band: ${percent2(band)}${floor}${applied}.`;
    }),
    ...optional(
      method2.minSamples,
      (n) => n > 1 ? `- Fewer than ${n} samples on a side: inconclusive.` : ""
    ).filter(Boolean),
    `- Fails on: ${inlineText(method2.failOn, 20)} regressions${method2.failOnInconclusive ? ", and on an inconclusive verdict" : ""}.`,
    ...renderPolicy(method2.policy),
    `- Inputs: format ${codeSpan(method2.format, { maxLength: 40 })}; head from ${codeSpan(context2.headSource, { maxLength: 120 })}; base from ${codeSpan(context2.baseSource, { maxLength: 120 })}; ${plural(context2.historyRuns, "earlier base run")}${context2.controlRuns > 0 ? `; A/A control: ${plural(context2.controlRuns, "run")}` : ""}.`,
    `- For trustworthy numbers: 10 or more repetitions per side, interleaved rounds when the harness allows it, and base-branch history or an A/A control so the noise floor is measured, not assumed.`
  ];
  return details("Method", lines.join("\n"));
}
function renderPolicy(policy) {
  if (!policy) return [];
  const file = policy.file === null ? `none (no ${codeSpan(".github/bench-verdict.yml")}), so the defaults apply` : codeSpan(policy.file, { maxLength: 120 });
  const lines = policy.lines.slice(0, MAX_POLICY_LINES).map((line) => `  - ${inlineText(line, 300)}`);
  const more = policy.lines.length > MAX_POLICY_LINES ? [`  - \u2026 ${plural(policy.lines.length - MAX_POLICY_LINES, "more rule")} in the JSON report`] : [];
  return [`- Policy: ${file}`, ...lines, ...more];
}

// src/report/markdown/render-comment.ts
var COMMENT_MAX_LENGTH = 6e4;
var SUMMARY_MAX_LENGTH = 9e5;
var MOVED2 = /* @__PURE__ */ new Set(["regression", "improvement"]);
function renderComment(data, options) {
  return fitBlocks([...summaryBlocks(data), ...suiteBlocks(data)], renderFooter([data]), options);
}
function summaryBlocks(data, heading = "###") {
  const texts = [
    renderVerdictLine(data, heading),
    // Without a comparison (no baseline, an error) every class would count zero or `added`.
    data.comparisons.length > 0 && data.verdict.level !== "no-baseline" && data.verdict.level !== "error" ? renderCounts(data) : "",
    renderContext(data),
    ...renderNotices(data),
    renderReasons(data),
    renderGeomean(data)
  ];
  return texts.filter((t) => t !== "").map((t) => textBlock(t, PRIORITY.verdict));
}
function suiteBlocks(data, options = {}) {
  const heading = options.heading ?? "####";
  const level = data.verdict.level;
  if (level === "error" || level === "no-baseline") return fallbackBlocks(data, heading);
  const history = data.context.historyRuns > 0 && data.history ? data.history : void 0;
  const withHistory = (header) => history ? [...header, HISTORY_HEADER] : header;
  const section = sections(data.comparisons);
  const gated = section.gatedCount;
  const matters = severityOrder(section.matters);
  const inconclusive = severityOrder(section.inconclusive);
  const { unchanged } = section;
  const informational = severityOrder(section.informational);
  const listed2 = severityOrder(section.listed);
  const blocks = [
    matters.length > 0 ? table({
      priority: PRIORITY.changes,
      title: `${heading} Changes that matter`,
      header: withHistory(CHANGE_HEADER),
      rows: lazyRows(matters, (c) => changeRow(c, history), hasChartBar),
      chart: true
    }) : gated > 0 && inconclusive.length === 0 ? textBlock("No gated benchmark changed beyond the thresholds.", PRIORITY.notices) : null,
    inconclusive.length > 0 ? table({
      priority: PRIORITY.inconclusive,
      title: `${heading} Inconclusive: what would resolve it`,
      header: withHistory(INCONCLUSIVE_HEADER),
      rows: lazyRows(inconclusive, (c) => inconclusiveRow(c, history), hasChartBar),
      footnote: `More repetitions shrink the intervals; base-branch history or an A/A control replaces an assumed noise floor with a measured one ([why inconclusive?](${DOCS_URL}/inconclusive.md)).`,
      chart: matters.length === 0
    }) : null,
    ...referenceBlocks(data, heading),
    collapsedTable(
      "Unchanged",
      CHANGE_HEADER,
      lazyRows(unchanged, (c) => changeRow(c, void 0), hasChartBar)
    ),
    collapsedTable(
      "Informational metrics, not gated",
      CHANGE_HEADER,
      lazyRows(informational, (c) => changeRow(c, void 0), hasChartBar)
    ),
    collapsedTable("Added, removed, not compared", REASON_HEADER, lazyRows(listed2, reasonRow)),
    ...detailsTexts([
      renderEnvironment(data),
      renderDiagnostics(data.diagnostics),
      renderRerun(data),
      renderMethod(data)
    ])
  ];
  return blocks.filter((b) => b !== null);
}
function sections(comparisons) {
  const found = {
    gatedCount: 0,
    /** Gated regressions and improvements. */
    matters: [],
    inconclusive: [],
    unchanged: [],
    /** Not gated, and compared. */
    informational: [],
    /** Added, removed or not compared, gated or not. */
    listed: []
  };
  for (const c of comparisons) {
    if (c.gated) found.gatedCount++;
    if (c.class === "added" || c.class === "removed" || c.class === "not-compared")
      found.listed.push(c);
    else if (!c.gated) found.informational.push(c);
    else if (MOVED2.has(c.class)) found.matters.push(c);
    else if (c.class === "inconclusive") found.inconclusive.push(c);
    else if (c.class === "no-change") found.unchanged.push(c);
  }
  return found;
}
function fallbackBlocks(data, heading) {
  const head = data.comparisons.filter((c) => c.head !== null);
  const sorted = [...head.filter((c) => c.gated), ...head.filter((c) => !c.gated)];
  const blocks = [];
  if (sorted.length > 0)
    blocks.push(
      table({
        priority: PRIORITY.changes,
        title: `${heading} Head results (nothing to compare with)`,
        header: HEAD_ONLY_HEADER,
        rows: lazyRows(sorted, headOnlyRow)
      })
    );
  if (data.verdict.level === "no-baseline") blocks.push(...referenceBlocks(data, heading));
  const problems = renderDiagnostics(data.diagnostics, data.verdict.level === "error");
  if (problems !== "") blocks.push(textBlock(problems, PRIORITY.notices));
  blocks.push(textBlock(renderMethod(data), PRIORITY.details));
  return blocks;
}
function table(block) {
  return { kind: "table", ...block };
}
function collapsedTable(summary, header, rows) {
  if (rows.length === 0) return null;
  return table({ priority: PRIORITY.listings, collapsed: summary, header, rows });
}
function detailsTexts(texts) {
  return texts.filter((t) => t !== "").map((t) => textBlock(t, PRIORITY.details));
}

// src/report/markdown/render-legs.ts
var SEVERITY = [
  "error",
  "fail",
  "inconclusive",
  "warn",
  "pass",
  "no-baseline"
];
function legsVerdict(legs) {
  const [only] = legs;
  if (!only) return { level: "error", headline: "no results to report", reasons: [] };
  if (legs.length === 1) return only.report.verdict;
  const level = SEVERITY.find((l) => legs.some((leg) => leg.report.verdict.level === l)) ?? "error";
  const worst = legs.filter((leg) => leg.report.verdict.level === level).map((leg) => leg.leg);
  const unmatched = legs.filter((leg) => leg.report.verdict.level === "no-baseline");
  const noBaseline = level === "no-baseline" || unmatched.length === 0 ? "" : `; no baseline for ${unmatched.map((leg) => leg.leg).join(", ")}`;
  return {
    level,
    headline: `${level} in ${worst.length} of ${legs.length} legs (${worst.join(", ")})${noBaseline}`,
    reasons: legs.map((l) => `${l.leg}: ${l.report.verdict.level} \u2014 ${l.report.verdict.headline}`)
  };
}
function renderLegs(legs, options) {
  const [first] = legs;
  if (!first) return "";
  if (legs.length === 1) return renderComment(first.report, options);
  const verdict = legsVerdict(legs);
  const overview = [
    `### ${VERDICT_EMOJI[verdict.level]} Benchmarks: ${verdict.level} \u2014 ${inlineText(verdict.headline, 300)}`,
    legs.map((leg) => `- ${legTitle(leg)}`).join("\n")
  ].join("\n\n");
  const blocks = [
    textBlock(overview, PRIORITY.verdict),
    ...legs.flatMap((leg) => legBlocks(leg))
  ];
  return fitBlocks(blocks, renderFooter(legs.map((l) => l.report)), options);
}
function legBlocks(leg) {
  const verdictLine = renderVerdictLine(leg.report, "####");
  const summary = summaryBlocks(leg.report, "####").filter(
    (block) => block.kind !== "text" || block.text !== verdictLine
  );
  return [
    textBlock(`#### ${legTitle(leg)}`, PRIORITY.verdict),
    ...summary,
    ...suiteBlocks(leg.report, { heading: "#####" })
  ];
}
function legTitle({ leg, report }) {
  const { verdict } = report;
  return `${VERDICT_EMOJI[verdict.level]} ${codeSpan(leg, { maxLength: 100 })}: ${verdict.level} \u2014 ${inlineText(verdict.headline, 200)}`;
}

// src/report/render-json.ts
var REPORT_SCHEMA_VERSION = 1;
function renderJson(data) {
  const { head, compared, tail } = reportParts(data);
  const parts = [JSON.stringify(head, null, 2).slice(0, -2), ',\n  "comparisons": '];
  if (compared.length === 0) parts.push("[]");
  else {
    parts.push("[\n");
    for (let from = 0; from < compared.length; from += BATCH) {
      if (from > 0) parts.push(",\n");
      parts.push(batchJson(compared.slice(from, from + BATCH)));
    }
    parts.push("\n  ]");
  }
  parts.push(",\n", JSON.stringify(tail, null, 2).slice(2), "\n");
  return parts.join("");
}
var BATCH = 256;
function batchJson(batch) {
  return JSON.stringify([batch.map(comparisonObject)], null, 2).slice(6, -6);
}
function reportObject(data) {
  const { head, compared, tail } = reportParts(data);
  return { ...head, comparisons: compared.map(comparisonObject), ...tail };
}
function reportParts(data) {
  const head = {
    schemaVersion: REPORT_SCHEMA_VERSION,
    verdict: {
      level: data.verdict.level,
      headline: data.verdict.headline,
      reasons: [...data.verdict.reasons]
    },
    context: data.context
  };
  const compared = [...data.comparisons, ...(data.references ?? []).flatMap((r) => r.comparisons)];
  const tail = {
    geomean: data.geomean,
    findings: [...data.findings],
    rerun: rerunList(data.comparisons),
    rerunFilters: rerunFilters(data.comparisons, rerunTrust(data.context)).map((f) => ({
      ...f,
      benchmarks: [...f.benchmarks]
    })),
    diagnostics: data.diagnostics.map(({ severity, file, location, message }) => ({
      severity,
      file,
      location,
      message
    })),
    method: methodObject(data.method),
    ...data.history ? { history: mapValues(data.history, (medians) => [...medians]) } : {},
    ...data.environments ? {
      environments: {
        base: { ...data.environments.base },
        head: { ...data.environments.head }
      }
    } : {},
    ...data.references ? { references: referencesObject(data.references) } : {}
  };
  return { head, compared, tail };
}
function methodObject(method2) {
  const { policy, ...settings } = method2;
  return policy ? { ...settings, policy: { file: policy.file, lines: [...policy.lines] } } : settings;
}
function comparisonObject(c) {
  return {
    against: c.against,
    benchmark: c.label,
    key: c.key,
    benchmarkId: c.benchmark,
    metric: c.metricName,
    metricKind: c.metric,
    unit: c.unit,
    direction: c.direction,
    gated: c.gated,
    ...c.format === void 0 ? {} : { format: c.format },
    base: revisionObject(c.base),
    head: revisionObject(c.head),
    ratio: finiteOrNull2(c.ratio),
    ci: finiteInterval(c.ci),
    pValue: c.pValue,
    qValue: c.qValue,
    pMin: c.pMin,
    method: c.method,
    floor: c.floor,
    class: c.class,
    strength: c.strength,
    reasons: [...c.reasons],
    minimumDetectableEffect: c.minimumDetectableEffect,
    signs: c.signs,
    centre: c.centre ?? "median",
    ...c.decisionRow === void 0 ? {} : { decisionRow: c.decisionRow }
  };
}
function revisionObject(stats) {
  if (!stats) return null;
  return {
    n: stats.n,
    median: finiteOrNull2(stats.median),
    mad: finiteOrNull2(stats.mad),
    min: finiteOrNull2(stats.min),
    max: finiteOrNull2(stats.max),
    mean: finiteOrNull2(stats.mean),
    sd: finiteOrNull2(stats.sd),
    cv: finiteOrNull2(stats.cv),
    logDispersion: finiteOrNull2(stats.logDispersion),
    medianCi: finiteInterval(stats.medianCi),
    outliers: stats.outliers,
    fromSummary: stats.fromSummary
  };
}
function finiteInterval(interval2) {
  return interval2 !== null && Number.isFinite(interval2.lower) && Number.isFinite(interval2.upper) ? interval2 : null;
}
function finiteOrNull2(value) {
  return value !== null && Number.isFinite(value) ? value : null;
}
function mapValues(record, map) {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, map(value)]));
}

// src/report/reference-json.ts
function referencesObject(references) {
  return references.map((r) => ({
    name: r.name,
    source: r.source,
    ...r.run ? { run: { ...r.run } } : {},
    ...r.missing === void 0 ? {} : { missing: r.missing },
    gate: r.gate,
    reading: referenceSentence(r, PLAIN).replace(/\u00a0/g, " "),
    geomean: r.geomean,
    benchmarks: r.readings.map((reading) => ({
      key: reading.key,
      benchmark: reading.change.label,
      metric: reading.change.metricName,
      kind: reading.kind,
      sinceReference: reading.sinceReference && {
        ...reading.sinceReference,
        ratio: finiteOrNull2(reading.sinceReference.ratio),
        ci: finiteInterval(reading.sinceReference.ci)
      },
      recovery: reading.recovery && {
        fraction: reading.recovery.fraction,
        ci: finiteInterval(reading.recovery.ci)
      }
    }))
  }));
}
function referencesFromJson(references, comparisons) {
  return references.map((r) => {
    const own = comparisons.filter((c) => c.against === r.name);
    const byKey = new Map(own.map((c) => [c.key, c]));
    const readings = r.benchmarks.flatMap((b) => {
      const change = byKey.get(b.key);
      return change ? [
        {
          key: b.key,
          kind: b.kind,
          change,
          sinceReference: b.sinceReference,
          recovery: b.recovery
        }
      ] : [];
    });
    return {
      name: r.name,
      source: r.source,
      ...r.run ? { run: r.run } : {},
      ...r.missing === void 0 ? {} : { missing: r.missing },
      gate: r.gate,
      comparisons: own,
      geomean: r.geomean,
      readings
    };
  });
}

// src/model/comparison.ts
var CHANGE_CLASSES = [
  "regression",
  "improvement",
  "no-change",
  "inconclusive",
  "added",
  "removed",
  "not-compared"
];
var STRENGTHS = [
  "strong",
  "likely",
  "unverified",
  "exact",
  "equivalent",
  "in-noise",
  "run-to-run-noise"
];
var DECISION_ROWS = [
  "0",
  "1",
  "2",
  "2a",
  "2b",
  "3",
  "4",
  "5",
  "6",
  "7",
  "8",
  "9",
  "10",
  "11",
  "12",
  "13"
];
var TEST_METHODS = [
  "mann-whitney-exact",
  "mann-whitney-exact-ties",
  "mann-whitney-normal",
  "welch-log-summary",
  "signed-rank-exact",
  "signed-rank-normal",
  "stratified-rank-sum",
  "deterministic",
  "none"
];
var FLOOR_SOURCES = [
  "paired",
  "deterministic",
  "history",
  "aa-control",
  "assumed"
];
var CENTRE_STATISTICS = ["median", "mean"];

// src/report/report-schema.ts
var interval = external_exports.object({ lower: external_exports.number(), upper: external_exports.number(), level: external_exports.number() }).meta({
  id: "Interval",
  description: "Two-sided confidence interval; `level` is the achieved confidence (\u2265 0.95)."
});
var statistic = external_exports.number().nullable();
var revision = external_exports.object({
  n: external_exports.number().int().nonnegative(),
  median: statistic,
  mad: statistic.describe("Raw (unscaled) median absolute deviation, in `unit`."),
  min: statistic,
  max: statistic,
  mean: statistic,
  sd: statistic,
  cv: statistic,
  logDispersion: statistic.describe("1.4826 \xB7 MAD(ln x): robust relative spread."),
  medianCi: interval.nullable(),
  outliers: external_exports.object({ mild: external_exports.number().int(), severe: external_exports.number().int() }),
  fromSummary: external_exports.boolean().describe("The figures come from a harness summary, not samples.")
}).meta({
  id: "RevisionStats",
  description: "Statistics of one side, in the canonical `unit`; null where not available."
});
var benchmarkId = external_exports.object({
  suite: external_exports.string().optional(),
  name: external_exports.string(),
  params: external_exports.record(external_exports.string(), external_exports.string()).optional(),
  procs: external_exports.number().int().optional()
});
var comparison = external_exports.object({
  against: external_exports.string().describe("`base`, or the name of a reference run."),
  benchmark: external_exports.string().describe("Display label of the benchmark (untrusted text)."),
  key: external_exports.string().describe("Stable pairing key (benchmark and metric); keys `history`."),
  benchmarkId,
  metric: external_exports.string().describe("The harness's name for the metric (`real_time`, `B/op`)."),
  metricKind: external_exports.enum(METRIC_KINDS),
  unit: external_exports.string().describe("Canonical unit: `ns`, `B`, `ops/s`, `B/s`, `count`, or as printed."),
  direction: external_exports.enum(["lower-is-better", "higher-is-better", "unknown"]),
  gated: external_exports.boolean(),
  format: external_exports.string().optional().describe("Adapter id of the results."),
  base: revision.nullable(),
  head: revision.nullable(),
  ratio: external_exports.number().nullable().describe("head/base in the metric\u2019s own orientation."),
  ci: interval.nullable(),
  pValue: external_exports.number().nullable(),
  qValue: external_exports.number().nullable(),
  pMin: external_exports.number().nullable(),
  method: external_exports.enum(TEST_METHODS),
  floor: external_exports.object({ value: external_exports.number(), source: external_exports.enum(FLOOR_SOURCES) }),
  class: external_exports.enum(CHANGE_CLASSES),
  strength: external_exports.enum(STRENGTHS).nullable(),
  reasons: external_exports.array(external_exports.string()),
  minimumDetectableEffect: external_exports.number().nullable(),
  signs: external_exports.object({ positive: external_exports.number().int(), negative: external_exports.number().int(), zero: external_exports.number().int() }).nullable(),
  centre: external_exports.enum(CENTRE_STATISTICS).optional().describe(
    "What `ratio` compares and the table shows for base and head: `median` (raw samples: medians \xB1 MAD, the change a Hodges\u2013Lehmann shift) or `mean` (harness summaries compared by their means, read `mean` and `sd`). Always written; absent in older reports, where it is `median`."
  ),
  decisionRow: external_exports.enum(DECISION_ROWS).optional()
}).meta({ id: "Comparison", description: "One benchmark \xD7 metric compared." });
var geomean = external_exports.object({
  ratio: external_exports.number().describe("Worse-positive: > 1 means slower or worse."),
  ci: interval.nullable(),
  partial: external_exports.boolean(),
  betweenBenchmarkCi: interval.nullable(),
  count: external_exports.number().int(),
  floor: external_exports.object({ value: external_exports.number(), source: external_exports.string() })
}).meta({
  id: "Geomean",
  description: "Suite geometric mean of the gated changes (METHOD.md \xA712.1)."
});
var changeSince = external_exports.object({
  class: external_exports.enum(CHANGE_CLASSES),
  strength: external_exports.enum(STRENGTHS).nullable(),
  ratio: external_exports.number().nullable().describe("base/reference, in the metric\u2019s own orientation."),
  ci: interval.nullable()
}).describe("The base against the reference: a regression here was introduced since it.");
var recovery = external_exports.object({
  fraction: external_exports.number().describe(
    "(ln(base/ref) \u2212 ln(head/ref)) / ln(base/ref): 1 = back to the reference, 0 = no better than the base."
  ),
  ci: interval.nullable().describe("Approximate: head-vs-reference CI with ln(base/ref) held fixed; null if none.")
}).describe("How much of the regression since the reference head undoes.");
var referenceReading = external_exports.object({
  key: external_exports.string().describe("The comparison `key` (benchmark and metric)."),
  benchmark: external_exports.string().describe("Display label of the benchmark (untrusted text)."),
  metric: external_exports.string(),
  kind: external_exports.enum(READING_KINDS),
  sinceReference: changeSince.nullable(),
  recovery: recovery.nullable()
});
var reference = external_exports.object({
  name: external_exports.string().describe("As given in `references` or `--reference` (untrusted text)."),
  source: external_exports.string().describe("How it was found: a tag, commit, run id or paths (untrusted)."),
  run: external_exports.object({
    id: external_exports.number().int(),
    url: external_exports.string(),
    createdAt: external_exports.string(),
    headSha: external_exports.string()
  }).optional().describe("The successful push run whose artifacts held the results."),
  missing: external_exports.string().optional().describe("Why nothing was compared."),
  gate: external_exports.enum(["fail", "warn", "off"]).describe("The policy\u2019s `references.<name>.gate`."),
  reading: external_exports.string().describe("One sentence: how head reads against this reference."),
  geomean: geomean.nullable(),
  benchmarks: external_exports.array(referenceReading).describe("Gated benchmarks, worst first.")
}).meta({
  id: "Reference",
  description: "Head against a named reference; its comparisons are in `comparisons` with `against` = `name`."
});
var context = external_exports.object({
  headSha: external_exports.string().optional(),
  baseSha: external_exports.string().optional(),
  baseBranch: external_exports.string().optional(),
  baseRun: external_exports.object({ id: external_exports.number().int(), url: external_exports.string(), createdAt: external_exports.string() }).optional(),
  commitsBehind: external_exports.number().int().nullable().optional(),
  historyRuns: external_exports.number().int().nonnegative(),
  controlRuns: external_exports.number().int().nonnegative(),
  headSource: external_exports.string(),
  baseSource: external_exports.string(),
  fullReportUrl: external_exports.string().optional(),
  fork: external_exports.object({ repository: external_exports.string(), runUrl: external_exports.string().optional() }).optional()
});
var method = external_exports.object({
  threshold: external_exports.number(),
  noiseFloor: external_exports.number(),
  fdr: external_exports.number(),
  failOn: external_exports.string(),
  failOnInconclusive: external_exports.boolean(),
  format: external_exports.string(),
  alpha: external_exports.number().optional(),
  thresholdDeterministic: external_exports.number().optional(),
  geomeanThreshold: external_exports.number().optional(),
  geomeanNoiseFloor: external_exports.number().optional(),
  minSamples: external_exports.number().int().optional(),
  policy: external_exports.object({ file: external_exports.string().nullable(), lines: external_exports.array(external_exports.string()) }).optional().describe("The effective policy: its file (null: defaults only) and one line per rule.")
});
var diagnostic = external_exports.object({
  severity: external_exports.enum(["error", "warning", "info"]),
  file: external_exports.string(),
  location: external_exports.string(),
  message: external_exports.string()
});
var rerunFilter = external_exports.object({
  format: external_exports.string(),
  harness: external_exports.string(),
  benchmarks: external_exports.array(external_exports.string()),
  filter: external_exports.string(),
  command: external_exports.string()
});
var environment = external_exports.record(external_exports.string(), external_exports.string());
var reportJson = external_exports.object({
  schemaVersion: external_exports.literal(REPORT_SCHEMA_VERSION),
  verdict: external_exports.object({
    level: external_exports.enum(VERDICT_LEVELS),
    headline: external_exports.string(),
    reasons: external_exports.array(external_exports.string())
  }),
  context,
  comparisons: external_exports.array(comparison).describe("Head against the base (`against: base`), then against each reference."),
  geomean: geomean.nullable(),
  findings: external_exports.array(external_exports.string()),
  rerun: external_exports.array(external_exports.string()).describe("Benchmarks to re-run: gated regressions and inconclusive."),
  rerunFilters: external_exports.array(rerunFilter).describe("Ready filters for the harnesses that select."),
  diagnostics: external_exports.array(diagnostic),
  method,
  history: external_exports.record(external_exports.string(), external_exports.array(external_exports.number())).optional().describe("Medians of earlier base runs, oldest first, by comparison `key`."),
  environments: external_exports.object({ base: environment, head: environment }).optional(),
  references: external_exports.array(reference).optional().describe("Named references besides the base, in the order given (issue 11).")
}).meta({ id: "Report", description: "bench-verdict report" });
var legsReportJson = external_exports.object({
  schemaVersion: external_exports.literal(REPORT_SCHEMA_VERSION),
  verdict: reportJson.shape.verdict,
  rerun: external_exports.array(external_exports.string()),
  legs: external_exports.array(reportJson.extend({ leg: external_exports.string() }))
}).describe("bench-verdict report over matrix legs");
var reportDocument = external_exports.union([reportJson, legsReportJson]);

// src/report/read-report-json.ts
function looksLikeReport(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value) && ("schemaVersion" in value || "legs" in value);
}
function readReportJson(value) {
  const isLegs = typeof value === "object" && value !== null && "legs" in value;
  const parsed = (isLegs ? legsReportJson : reportJson).safeParse(value);
  if (!parsed.success)
    return {
      ok: false,
      problems: parsed.error.issues.slice(0, 20).map(
        (issue) => `$${issue.path.map((p) => typeof p === "number" ? `[${p}]` : `.${String(p)}`).join("")}: ${issue.message}`
      )
    };
  const document = parsed.data;
  if ("legs" in document)
    return {
      ok: true,
      reports: document.legs.map(({ leg, ...report }) => ({ leg, report: reportData(report) }))
    };
  return { ok: true, reports: [{ leg: "", report: reportData(document) }] };
}
function reportData(json) {
  const method2 = json.method.policy ? {
    ...compact(json.method),
    policy: { file: json.method.policy.file, lines: json.method.policy.lines }
  } : compact({ ...json.method, policy: void 0 });
  const { fork, baseRun, ...context2 } = json.context;
  const comparisons = json.comparisons.map(comparison2);
  return {
    verdict: json.verdict,
    comparisons: comparisons.filter((c) => c.against === "base"),
    geomean: json.geomean,
    findings: json.findings,
    diagnostics: json.diagnostics,
    context: {
      ...compact(context2),
      ...baseRun ? { baseRun } : {},
      ...fork ? { fork: compact(fork) } : {}
    },
    method: method2,
    ...json.history ? { history: json.history } : {},
    ...json.environments ? { environments: json.environments } : {},
    ...json.references ? { references: referencesFromJson(json.references, comparisons) } : {}
  };
}
function comparison2(c) {
  const { params, ...id } = c.benchmarkId;
  const benchmark = { ...compact(id), ...params ? { params } : {} };
  return {
    against: c.against,
    key: c.key,
    benchmark,
    label: c.benchmark,
    metric: c.metricKind,
    metricName: c.metric,
    unit: c.unit,
    direction: c.direction,
    gated: c.gated,
    base: revision2(c.base),
    head: revision2(c.head),
    ratio: c.ratio,
    ci: c.ci,
    pValue: c.pValue,
    qValue: c.qValue,
    pMin: c.pMin,
    method: c.method,
    floor: c.floor,
    class: c.class,
    strength: c.strength,
    reasons: c.reasons,
    minimumDetectableEffect: c.minimumDetectableEffect,
    signs: c.signs,
    ...c.centre === void 0 ? {} : { centre: c.centre },
    ...c.decisionRow === void 0 ? {} : { decisionRow: c.decisionRow },
    ...c.format === void 0 ? {} : { format: c.format }
  };
}
function revision2(stats) {
  if (stats === null) return null;
  const number = (value) => value ?? Number.NaN;
  return {
    ...stats,
    median: number(stats.median),
    mad: number(stats.mad),
    min: number(stats.min),
    max: number(stats.max),
    mean: number(stats.mean)
  };
}
function compact(value) {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== void 0));
}

export {
  FLOOR_SOURCES,
  VERDICT_EMOJI,
  CLASS_ORDER,
  CLASS_NAMES,
  countByClass,
  sortedBySeverity,
  mergeEnvironments,
  displayScale,
  formatQuantity,
  SPREAD_DIGITS,
  formatChange,
  formatChangeInterval,
  formatBand,
  formatProbability,
  plural,
  changeWithInterval,
  centreOf,
  readReference,
  sideBySide,
  treesOf,
  referenceSentence,
  rerunList,
  COMMENT_MAX_LENGTH,
  SUMMARY_MAX_LENGTH,
  renderComment,
  legsVerdict,
  renderLegs,
  REPORT_SCHEMA_VERSION,
  renderJson,
  reportObject,
  looksLikeReport,
  readReportJson
};
