import { createRequire as __bvCreateRequire } from 'node:module'; const require = __bvCreateRequire(import.meta.url);
import {
  CLASS_NAMES,
  CLASS_ORDER,
  REPORT_SCHEMA_VERSION,
  SPREAD_DIGITS,
  VERDICT_EMOJI,
  centreOf,
  changeWithInterval,
  classCount,
  codeSpan,
  countByClass,
  countRegressions,
  describeComparison,
  displayScale,
  finiteInterval,
  finiteOrNull,
  floorSources,
  formatDetectable,
  formatProbability,
  formatQuantity,
  geomeanChangeText,
  geomeanJson,
  geomeanScope,
  hasInvisible,
  inlineText,
  referenceSentence,
  referencesObject,
  regressionCountText,
  rerunFilters,
  rerunList,
  rerunTrust,
  sharedDetectable,
  sharedDetectableSentence,
  showInvisible,
  sideBySide,
  sortedBySeverity,
  treesOf,
  wallCpuNotes
} from "./chunk-FCRF7QEL.js";
import {
  agree,
  benchmarkKey,
  plural,
  wasWere
} from "./chunk-PC57IABR.js";

// src/report/data/base-history.ts
var CHANGED = /* @__PURE__ */ new Set(["regression", "improvement", "inconclusive"]);
function baseHistory(historyRuns, comparisons) {
  const wanted = /* @__PURE__ */ new Map();
  const byMeans = /* @__PURE__ */ new Set();
  for (const c of comparisons) {
    if (!CHANGED.has(c.class)) continue;
    const id = identity(c.benchmark, c.metricName);
    wanted.set(id, c.key);
    if (c.centre === "mean") byMeans.add(id);
  }
  const history = {};
  if (wanted.size === 0) return history;
  for (const run of [...historyRuns].reverse()) {
    const values = /* @__PURE__ */ new Map();
    const summaries = /* @__PURE__ */ new Map();
    for (const result of run) {
      const id = identity(result.benchmark, result.metricName);
      if (!wanted.has(id)) continue;
      if (result.samples.length > 0) values.set(id, [...values.get(id) ?? [], ...result.samples]);
      else {
        const centre = byMeans.has(id) ? result.summary?.mean ?? result.summary?.median : result.summary?.median ?? result.summary?.mean;
        if (centre !== void 0 && !summaries.has(id)) summaries.set(id, centre);
      }
    }
    for (const [id, key] of wanted) {
      const samples = values.get(id);
      const median = samples ? medianOf(samples) : summaries.get(id);
      if (median !== void 0 && Number.isFinite(median)) (history[key] ??= []).push(median);
    }
  }
  return history;
}
function identity(benchmark, metricName) {
  return `${benchmarkKey(benchmark)}\0${metricName}`;
}
function medianOf(values) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 === 1 ? sorted[middle] ?? Number.NaN : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
}

// src/report/markdown/render-input-problems.ts
function renderInputProblems(problems2) {
  const count = `${plural(problems2.length, "input")} ${wasWere(problems2.length)} refused`;
  return [
    "### \u26D4 Benchmarks: error \u2014 invalid inputs",
    "",
    `Nothing was compared: ${count}.`,
    "",
    ...problems2.map((p) => `- ${codeSpan(p.input)}: ${inlineText(p.message)}`),
    "",
    "Fix the `with:` inputs of this step in the workflow file and re-run the job.",
    ""
  ].join("\n");
}

// src/report/json/json-text.ts
var INDENT = "  ";
function nestedJson(value, depth) {
  const text = JSON.stringify(value, null, 2);
  return text === void 0 || depth === 0 ? text : text.replaceAll("\n", `
${INDENT.repeat(depth)}`);
}
function fieldTexts(object) {
  return Object.entries(object).flatMap(([key, value]) => {
    const text = nestedJson(value, 1);
    return text === void 0 ? [] : [[key, text]];
  });
}
function* arrayChunks(items, toJson, batch) {
  if (items.length === 0) {
    yield "[]";
    return;
  }
  yield "[";
  for (let from = 0; from < items.length; from += batch)
    yield `${from === 0 ? "\n" : ",\n"}${elementsTwoDeep(items.slice(from, from + batch).map(toJson))}`;
  yield `
${INDENT}]`;
}
function elementsTwoDeep(values) {
  return JSON.stringify([values], null, 2).slice(WRAPPER.length, -WRAPPER.length);
}
var WRAPPER = "[\n  [\n";
function* objectChunks(fields) {
  if (fields.length === 0) {
    yield "{}";
    return;
  }
  let first = true;
  for (const [key, value] of fields) {
    yield `${first ? "{\n" : ",\n"}${INDENT}${JSON.stringify(key)}: `;
    first = false;
    if (typeof value === "string") yield value;
    else yield* value;
  }
  yield "\n}";
}

// src/report/json/render-json.ts
function* renderJsonChunks(data) {
  const { head, compared: compared2, tail } = reportParts(data);
  yield* objectChunks([
    ...fieldTexts(head),
    ["comparisons", arrayChunks(compared2, comparisonObject, BATCH)],
    ...fieldTexts(tail)
  ]);
  yield "\n";
}
var BATCH = 256;
function reportObject(data) {
  const { head, compared: compared2, tail } = reportParts(data);
  return { ...head, comparisons: compared2.map(comparisonObject), ...tail };
}
function reportParts(data) {
  const head = {
    schemaVersion: REPORT_SCHEMA_VERSION,
    verdict: {
      level: data.verdict.level,
      headline: data.verdict.headline,
      reasons: [...data.verdict.reasons],
      regressions: regressionsObject(data.comparisons, data.verdict.waived),
      ...data.verdict.waived ? { waived: [...data.verdict.waived] } : {}
    },
    context: data.context
  };
  const compared2 = [...data.comparisons, ...(data.references ?? []).flatMap((r) => r.comparisons)];
  const tail = {
    geomean: geomeanJson(data.geomean),
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
  return { head, compared: compared2, tail };
}
function regressionsObject(comparisons, waived) {
  const count = countRegressions(comparisons, waived);
  return { ...count, text: regressionCountText(count) };
}
function methodObject(method) {
  const { policy, ...settings } = method;
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
    ratio: finiteOrNull(c.ratio),
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
    ...c.decisionRow === void 0 ? {} : { decisionRow: c.decisionRow },
    ...c.failure === void 0 ? {} : { failure: c.failure },
    ...c.qUp == null ? {} : { qUp: c.qUp },
    ...c.qDown == null ? {} : { qDown: c.qDown },
    ...c.driftShift === void 0 ? {} : { driftShift: c.driftShift },
    ...c.runToRun === void 0 ? {} : { runToRun: c.runToRun }
  };
}
function revisionObject(stats) {
  if (!stats) return null;
  return {
    n: stats.n,
    median: finiteOrNull(stats.median),
    mad: finiteOrNull(stats.mad),
    min: finiteOrNull(stats.min),
    max: finiteOrNull(stats.max),
    mean: finiteOrNull(stats.mean),
    sd: finiteOrNull(stats.sd),
    cv: finiteOrNull(stats.cv),
    logDispersion: finiteOrNull(stats.logDispersion),
    medianCi: finiteInterval(stats.medianCi),
    outliers: stats.outliers,
    fromSummary: stats.fromSummary
  };
}
function mapValues(record, map) {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, map(value)]));
}

// src/report/words/plain-text.ts
var LINE_BREAKING = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;
function plainLine(text, max) {
  const clean = hasLineControls(text) ? showInvisible(text.replace(LINE_BREAKING, " ")) : text;
  if (clean.length <= max) return clean;
  const points = Array.from(clean);
  return points.length <= max ? clean : `${points.slice(0, max - 1).join("")}\u2026`;
}
function codePointWidth(text) {
  let surrogatePairs = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= 55296 && unit <= 56319) surrogatePairs++;
  }
  return text.length - surrogatePairs;
}
function hasLineControls(text) {
  let nonAscii = false;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= 32 && unit < 127) continue;
    if (unit < 32 || unit >= 127 && unit <= 159 || unit === 8232 || unit === 8233 || unit === 1564 || unit === 8206 || unit === 8207 || unit >= 8234 && unit <= 8238 || unit >= 8294 && unit <= 8297)
      return true;
    if (unit >= 128) nonAscii = true;
  }
  return nonAscii && hasInvisible(text);
}

// src/report/terminal/terminal-references.ts
function referenceLines(data, clean) {
  const references = data.references ?? [];
  if (references.length === 0) return [];
  const quote = {
    name: (t) => clean(t, 40),
    label: (t) => clean(t, 80),
    text: clean
  };
  const readings = references.map(
    (r) => `  ${clean(r.name, 40)} (${clean(r.source, 120)}${r.run ? `, run ${r.run.id}` : ""}${r.gate === "off" ? "" : `, gate: ${r.gate}`}): ${referenceSentence(r, quote)}`
  );
  const compared2 = references.filter((r) => r.missing === void 0);
  const rows = sideBySide(data.comparisons, compared2).map((row) => {
    const { named, trees } = treesOf(row);
    const scale = displayScale(
      named.unit,
      trees.map((s) => centreOf(s, named.centre)?.value ?? Number.NaN)
    );
    const side = (s) => {
      const centre = centreOf(s, named.centre);
      if (s === null || centre === null) return s === null ? "\u2014" : `n/a (n=${s.n})`;
      const spread = centre.spread === null ? "" : ` \xB1${formatQuantity(centre.spread, named.unit, scale, SPREAD_DIGITS)}`;
      const what = centre.statistic === "mean" ? `mean${centre.spread === null ? "" : " \xB1 sd"}, ` : "";
      return `${formatQuantity(centre.value, named.unit, scale)}${spread} (${what}n=${s.n})`;
    };
    const change = (c) => c === null ? "\u2014" : `${changeWithInterval(c)} ${CLASS_NAMES[c.class][0]}`;
    return [
      clean(named.label, 80),
      clean(named.metricName, 30),
      ...trees.map(side),
      ...row.references.map(change),
      change(row.base)
    ].map((cell) => cell.replace(/\u00a0/g, " "));
  });
  const header = [
    "benchmark",
    "metric",
    ...compared2.map((r) => clean(r.name, 40)),
    "base",
    "head",
    ...compared2.map((r) => `head vs ${clean(r.name, 40)}`),
    "head vs base"
  ];
  const widths = header.map(
    (h, i) => Math.max(codePointWidth(h), ...rows.map((cells) => codePointWidth(cells[i] ?? "")))
  );
  const line = (cells) => cells.map((cell, i) => {
    const fill = " ".repeat(Math.max(0, (widths[i] ?? 0) - codePointWidth(cell)));
    return i >= 2 ? fill + cell : cell + fill;
  }).join("  ").trimEnd();
  return [
    "",
    "against references:",
    ...readings.map((r) => r.replace(/\u00a0/g, " ")),
    ...rows.length > 0 ? ["", line(header), ...rows.map(line)] : []
  ];
}

// src/report/terminal/text-columns.ts
var GAP = "  ";
function measureRows(header, rows, widthOf = codePointWidth) {
  const columns = header.length;
  const widths = header.map((title) => codePointWidth(title));
  const cellWidths = new Int32Array(rows.length * columns);
  rows.forEach((cells, r) => {
    for (let i = 0; i < columns; i++) {
      const width = widthOf(cells[i] ?? "", i, r);
      cellWidths[r * columns + i] = width;
      if (width > (widths[i] ?? 0)) widths[i] = width;
    }
  });
  return { rows, cellWidths, widths };
}
function appendLine(parts, cells, cellWidths, offset, widths, style) {
  const last = cells.length - 1;
  const fill = (i) => spaces((widths[i] ?? 0) - (cellWidths[offset + i] ?? 0));
  if (last >= 0 && !style.paint && !style.right(last) && endsVisibly(cells[last] ?? "")) {
    let owed = 0;
    for (let i = 0; i <= last; i++) {
      const padding = Math.max(0, (widths[i] ?? 0) - (cellWidths[offset + i] ?? 0));
      if (i > 0) owed += GAP.length;
      if (style.right(i)) owed += padding;
      if (owed > 0) parts.push(spaces(owed));
      parts.push(cells[i] ?? "");
      owed = style.right(i) ? 0 : padding;
    }
    return;
  }
  let line = "";
  for (let i = 0; i <= last; i++) {
    const cell = cells[i] ?? "";
    const padded = style.right(i) ? fill(i) + cell : cell + fill(i);
    line += (i === 0 ? "" : GAP) + (style.paint ? style.paint(padded, i) : padded);
  }
  parts.push(line.trimEnd());
}
function endsVisibly(text) {
  return text !== "" && !/\s/.test(text.charAt(text.length - 1));
}
var SPACES = [""];
function spaces(count) {
  if (count <= 0) return "";
  let run = SPACES[count];
  if (run === void 0) {
    run = " ".repeat(count);
    if (count <= 1024) SPACES[count] = run;
  }
  return run;
}

// src/report/terminal/terminal-table.ts
var STYLE = {
  red: "\x1B[31m",
  green: "\x1B[32m",
  yellow: "\x1B[33m",
  bold: "\x1B[1m",
  dim: "\x1B[2m",
  reset: "\x1B[0m"
};
var HEADER = ["benchmark", "metric", "base", "head", "change (95% CI)", "q", "class"];
var LABEL_WIDTH = 80;
var METRIC_WIDTH = 30;
var NBSP = "\xA0";
var DIVIDER = "not gated (informational):";
var LINES_PER_BLOCK = 1e3;
function terminalTable(gated, informational, color, waived = /* @__PURE__ */ new Set()) {
  const scales = plainScales();
  const ordered = [...gated, ...informational];
  const { rows, cellWidths, widths } = measureRows(
    HEADER,
    ordered.map((c) => rowCells(c, scales, waived.has(c.key))),
    (cell, column, row) => mayHoldPairs(column, ordered[row]) ? codePointWidth(cell) : cell.length
  );
  const styles = lineStyles(color);
  const blocks = [];
  let parts = [];
  let lines = 0;
  const newLine = () => {
    if (lines === LINES_PER_BLOCK) {
      blocks.push(parts.join(""));
      parts = [];
      lines = 0;
    }
    if (lines > 0) parts.push("\n");
    lines++;
  };
  newLine();
  appendLine(parts, HEADER, HEADER.map(codePointWidth), 0, widths, styles.header);
  rows.forEach((cells, r) => {
    if (r === gated.length && r > 0) {
      newLine();
      parts.push(color ? `${STYLE.dim}${DIVIDER}${STYLE.reset}` : DIVIDER);
    }
    newLine();
    const style = r < gated.length ? styles.gated(gated[r]) : styles.informational;
    appendLine(parts, cells, cellWidths, r * HEADER.length, widths, style);
  });
  blocks.push(parts.join(""));
  return blocks;
}
function mayHoldPairs(column, c) {
  if (column <= 1) return true;
  if (column <= 3) return c === void 0 || hasSurrogates(c.unit);
  return false;
}
function hasSurrogates(text) {
  return codePointWidth(text) !== text.length;
}
function rowCells(c, scales, waived) {
  const baseCentre = centreOf(c.base, c.centre);
  const headCentre = centreOf(c.head, c.centre);
  const scale = scales(
    displayScale(c.unit, [baseCentre?.value ?? Number.NaN, headCentre?.value ?? Number.NaN])
  );
  return [
    withSpaces(plainLine(c.label, LABEL_WIDTH)),
    withSpaces(plainLine(c.metricName, METRIC_WIDTH)),
    sideCell(c, c.base, baseCentre, scale),
    sideCell(c, c.head, headCentre, scale),
    // Words and numbers of ours: with a plain space given, no no-break space is left.
    changeWithInterval(c, " "),
    formatProbability(c.qValue),
    classCell(c, waived)
  ];
}
function classCell(c, waived) {
  const notes = [...c.strength ? [c.strength] : [], ...waived ? ["waived"] : []];
  return notes.length > 0 ? `${CLASS_NAMES[c.class][0]} (${notes.join("; ")})` : CLASS_NAMES[c.class][0];
}
function plainScales() {
  const byFactor = /* @__PURE__ */ new Map();
  return (scale) => {
    let byLabel = byFactor.get(scale.factor);
    if (!byLabel) byFactor.set(scale.factor, byLabel = /* @__PURE__ */ new Map());
    let plain = byLabel.get(scale.label);
    if (!plain) byLabel.set(scale.label, plain = { ...scale, label: withSpaces(scale.label) });
    return plain;
  };
}
function sideCell(c, stats, centre, scale) {
  if (stats === null || centre === null) return stats === null ? "\u2014" : `n/a (n=${stats.n})`;
  const spread = centre.spread === null ? "" : ` \xB1${formatQuantity(centre.spread, c.unit, scale, SPREAD_DIGITS)}`;
  const what = centre.statistic === "mean" ? `mean${centre.spread === null ? "" : " \xB1 sd"}, ` : "";
  return withSpaces(`${formatQuantity(centre.value, c.unit, scale)}${spread} (${what}n=${stats.n})`);
}
function withSpaces(text) {
  return text.includes(NBSP) ? text.replaceAll(NBSP, " ") : text;
}
var isNumeric = (i) => i >= 2 && i <= 5;
function lineStyles(color) {
  const plain = { right: isNumeric };
  if (!color) return { header: plain, gated: () => plain, informational: plain };
  const styled = (style) => ({
    right: isNumeric,
    paint: (text, i) => {
      const s = style(i);
      return s === "" ? text : `${s}${text}${STYLE.reset}`;
    }
  });
  const byClass = /* @__PURE__ */ new Map();
  return {
    header: styled(() => STYLE.bold),
    gated: (c) => {
      const style = c ? classStyle(c) : "";
      let line = byClass.get(style);
      if (!line) byClass.set(style, line = styled((i) => i >= 4 ? style : ""));
      return line;
    },
    informational: styled(() => STYLE.dim)
  };
}
function classStyle(c) {
  if (c.class === "regression") return STYLE.red;
  if (c.class === "improvement") return STYLE.green;
  if (c.class === "inconclusive") return STYLE.yellow;
  return "";
}

// src/report/terminal/render-terminal.ts
var MAX_NOTES = 20;
var LABEL_WIDTH2 = 80;
function renderTerminal(data, options) {
  const paint = (text, style) => options.color && style !== "" ? `${style}${text}${STYLE.reset}` : text;
  const gated = sortedBySeverity(data.comparisons.filter((c) => c.gated));
  const informational = sortedBySeverity(data.comparisons.filter((c) => !c.gated));
  const waivedKeys = new Set(data.verdict.waived);
  const verdictLine = paint(
    `${VERDICT_EMOJI[data.verdict.level]} ${data.verdict.level}: ${sanitize(data.verdict.headline)}`,
    VERDICT_STYLE[data.verdict.level]
  );
  const reasons = [.../* @__PURE__ */ new Set([...data.verdict.reasons, ...data.findings])].filter((r) => r !== data.verdict.headline).slice(0, MAX_NOTES).map((r) => `  - ${sanitize(r)}`);
  if (data.verdict.level === "error")
    return [
      verdictLine,
      ...problems(data, "error"),
      ...reasons,
      "",
      compared(data),
      ...onlyBaseAfterError(data) ? [
        `the base's ${plural(data.comparisons.length, "metric")} ${wasWere(data.comparisons.length)} read; nothing to compare ${agree(data.comparisons.length, "it", "them")} with`
      ] : gated.length + informational.length > 0 ? ["", ...terminalTable(gated, informational, options.color, waivedKeys)] : [],
      ...blankBefore(problems(data, "other")),
      ""
    ].join("\n");
  const table = gated.length + informational.length === 0 ? ["no benchmarks to show"] : terminalTable(gated, informational, options.color, waivedKeys);
  return [
    compared(data),
    ...judgedWith(data),
    "",
    ...table,
    ...wallCpuLines(data),
    ...geomeanLine(data),
    ...referenceLines(data, sanitize),
    "",
    verdictLine,
    ...reasons,
    ...data.verdict.level === "no-baseline" ? [] : counts(gated, data.verdict.waived),
    ...inconclusiveNotes(gated),
    ...notComparedNotes([...gated, ...informational], data.verdict.reasons),
    ...blankBefore(problems(data, "all")),
    // The final newline joined in, not appended: a 14 MB report is not copied once more.
    ""
  ].join("\n");
}
var VERDICT_STYLE = {
  pass: STYLE.green,
  warn: STYLE.yellow,
  fail: STYLE.red,
  inconclusive: STYLE.yellow,
  "no-baseline": "",
  error: STYLE.red
};
function onlyBaseAfterError({ verdict, comparisons }) {
  return verdict.level === "error" && comparisons.length > 0 && comparisons.every((c) => c.class === "removed");
}
function compared({ context }) {
  const head = context.headSha ? context.headSha.slice(0, 12) : context.headSource;
  const base = context.baseSha ? context.baseSha.slice(0, 12) : context.baseSource;
  const history = context.historyRuns > 0 ? `; history: ${plural(context.historyRuns, "earlier base run")}` : "";
  const control = context.controlRuns > 0 ? "; A/A control" : "";
  return `base: ${sanitize(base, 200)}  head: ${sanitize(head, 200)}${history}${control}`;
}
function judgedWith(data) {
  const lines = [];
  const policy = data.method.policy;
  if (policy)
    lines.push(
      policy.file === null ? "policy: no policy file (the defaults)" : `policy: ${sanitize(policy.file, 200)}`
    );
  const floors = floorSources(data);
  if (floors !== "") lines.push(floors.replace(/\u00a0/g, " "));
  if (data.comparisons.some((c) => c.base !== null || c.head !== null))
    lines.push(
      data.comparisons.some((c) => c.centre === "mean") ? "base and head: median \xB1 MAD (n); mean \xB1 sd (n) where the harness gave only summaries" : "base and head: median \xB1 MAD (n), the median absolute deviation, not a spread of the mean"
    );
  return lines;
}
function wallCpuLines({ comparisons }) {
  const notes = [...wallCpuNotes(comparisons, " ")].slice(0, MAX_NOTES);
  return notes.length === 0 ? [] : ["", ...notes.map(([c, note]) => `${sanitize(c.label, LABEL_WIDTH2)}: ${note}`)];
}
function geomeanLine({ geomean }) {
  if (!geomean || geomean.count < 2) return [];
  return [
    "",
    `geomean over ${geomeanScope(geomean)}: ${geomeanChangeText(geomean, " ")} (+ means slower or worse)`
  ];
}
function counts(gated, waived) {
  const byClass = countByClass(gated);
  const accepted = new Set(waived);
  const parts = CLASS_ORDER.filter((c) => byClass[c] > 0).map(
    (c) => (
      // The regressions as the headline counts them (policy's regression-count.ts).
      c === "regression" ? regressionCountText(countRegressions(gated, waived)) : classCount(c, gated, accepted).text
    )
  );
  return parts.length > 0 ? [`  (${parts.join(", ")} among ${plural(gated.length, "gated metric")})`] : [];
}
function inconclusiveNotes(gated) {
  const inconclusive = gated.filter((c) => c.class === "inconclusive");
  if (inconclusive.length === 0) return [];
  const shared = sharedDetectable(inconclusive);
  const notes = inconclusive.slice(0, MAX_NOTES).map((c) => {
    const mde = c.minimumDetectableEffect === null || shared !== null ? "" : `; detectable at this n: ${formatDetectable(c.minimumDetectableEffect, " ")}`;
    return `  - ${sanitize(c.label, LABEL_WIDTH2)} (${sanitize(c.metricName, 30)}): ${sanitize(c.reasons[0] ?? "")}${mde}`;
  });
  const more = inconclusive.length - notes.length;
  const once = shared === null ? [] : [`  ${sharedDetectableSentence(shared, " ")}`];
  return ["", "inconclusive:", ...notes, ...more > 0 ? [`  \u2026 and ${more} more`] : [], ...once];
}
function notComparedNotes(shown, reasons) {
  const named = new Set(reasons);
  const left = shown.filter((c) => c.class === "not-compared" && !named.has(describeComparison(c)));
  if (left.length === 0) return [];
  const notes = left.slice(0, MAX_NOTES).map(
    (c) => `  - ${sanitize(c.label, LABEL_WIDTH2)} (${sanitize(c.metricName, 30)}): ${sanitize(c.reasons[0] ?? "not compared")}`
  );
  const more = left.length - notes.length;
  return ["", "not compared:", ...notes, ...more > 0 ? [`  \u2026 and ${more} more`] : []];
}
function problems({ diagnostics }, which) {
  const shown = diagnostics.filter(
    (d) => d.severity !== "info" && (which === "all" || which === "error" === (d.severity === "error"))
  );
  const ordered = [
    ...shown.filter((d) => d.severity === "error"),
    ...shown.filter((d) => d.severity !== "error")
  ];
  const lines = ordered.slice(0, MAX_NOTES).map((d) => {
    const where = sanitize([d.file, d.location].filter(Boolean).join(" "), 200);
    return `  ${d.severity}: ${where === "" ? "" : `${where}: `}${sanitize(d.message, 600)}`;
  });
  const more = ordered.length - lines.length;
  return lines.length > 0 ? [...lines, ...more > 0 ? [`  \u2026 and ${more} more`] : []] : [];
}
function blankBefore(lines) {
  return lines.length > 0 ? ["", ...lines] : [];
}
function sanitize(text, max = 400) {
  return plainLine(text, max);
}

// src/report/report.ts
async function previewPage(report, assets) {
  const preview = await import("./preview-page-RUGWCFIV.js");
  return preview.previewPage(report, assets);
}

export {
  baseHistory,
  renderInputProblems,
  renderJsonChunks,
  reportObject,
  plainLine,
  renderTerminal,
  previewPage
};
