#!/usr/bin/env node
import { createRequire as __bvCreateRequire } from 'node:module'; const require = __bvCreateRequire(import.meta.url);
import {
  DEFAULT_POLICY,
  MIN_THREADED_BYTES,
  NO_MATCH,
  codePointWidth,
  describePolicyProblem,
  parseAnalysisKnobs,
  parseReferenceFlags,
  plainLine,
  readChoice,
  readLocalFiles,
  readPolicyFile,
  runPipeline,
  threadedSidesParser,
  verdictFailsStep,
  withoutWorkflowCommands
} from "./chunks/chunk-2YBUWZXD.js";
import "./chunks/chunk-QJ6UFOS6.js";
import {
  CLASS_NAMES,
  CLASS_ORDER,
  COMMENT_MAX_LENGTH,
  SPREAD_DIGITS,
  VERDICT_EMOJI,
  centreOf,
  changeWithInterval,
  countByClass,
  displayScale,
  formatBand,
  formatChange,
  formatChangeInterval,
  formatProbability,
  formatQuantity,
  plural,
  referenceSentence,
  renderComment,
  renderJson,
  sideBySide,
  sortedBySeverity,
  treesOf
} from "./chunks/chunk-62LMNIVZ.js";
import "./chunks/chunk-AEXJPB62.js";
import "./chunks/chunk-YKCRKANG.js";

// src/shell/run-cli.ts
import { statSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import path from "node:path";

// src/report/terminal-references.ts
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

// src/report/text-columns.ts
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

// src/report/terminal-table.ts
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
function terminalTable(gated, informational, color) {
  const scales = plainScales();
  const ordered = [...gated, ...informational];
  const { rows, cellWidths, widths } = measureRows(
    HEADER,
    ordered.map((c) => rowCells(c, scales)),
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
function rowCells(c, scales) {
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
    c.strength ? `${CLASS_NAMES[c.class][0]} (${c.strength})` : CLASS_NAMES[c.class][0]
  ];
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

// src/report/render-terminal.ts
var MAX_NOTES = 20;
var LABEL_WIDTH2 = 80;
function renderTerminal(data, options) {
  const paint = (text, style) => options.color && style !== "" ? `${style}${text}${STYLE.reset}` : text;
  const gated = sortedBySeverity(data.comparisons.filter((c) => c.gated));
  const informational = sortedBySeverity(data.comparisons.filter((c) => !c.gated));
  const table = gated.length + informational.length === 0 ? ["no benchmarks to show"] : onlyBaseAfterError(data) ? [
    `no head results: the base's ${plural(data.comparisons.length, "metric")} are in the JSON report`
  ] : terminalTable(gated, informational, options.color);
  return [
    compared(data),
    "",
    ...table,
    ...geomeanLine(data),
    ...referenceLines(data, sanitize),
    "",
    paint(
      `${VERDICT_EMOJI[data.verdict.level]} ${data.verdict.level}: ${sanitize(data.verdict.headline)}`,
      VERDICT_STYLE[data.verdict.level]
    ),
    ...[...data.verdict.reasons, ...data.findings].filter((r) => r !== data.verdict.headline).slice(0, MAX_NOTES).map((r) => `  - ${sanitize(r)}`),
    ...counts(gated),
    ...inconclusiveNotes(gated),
    ...problems(data),
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
  return verdict.level === "error" && comparisons.every((c) => c.class === "removed");
}
function compared({ context }) {
  const head = context.headSha ? context.headSha.slice(0, 12) : context.headSource;
  const base = context.baseSha ? context.baseSha.slice(0, 12) : context.baseSource;
  const history = context.historyRuns > 0 ? `; history: ${context.historyRuns} earlier base run${context.historyRuns === 1 ? "" : "s"}` : "";
  const control = context.controlRuns > 0 ? "; A/A control" : "";
  return `base: ${sanitize(base, 200)}  head: ${sanitize(head, 200)}${history}${control}`;
}
function geomeanLine({ geomean }) {
  if (!geomean || geomean.count < 2) return [];
  const ci = geomean.ci ? ` ${formatChangeInterval(geomean.ci.lower, geomean.ci.upper)}` : "";
  return [
    "",
    `geomean over ${geomean.count} gated metrics: ${formatChange(geomean.ratio)}${ci} (+ means slower or worse)`.replace(
      /\u00a0/g,
      " "
    )
  ];
}
function counts(gated) {
  const byClass = countByClass(gated);
  const parts = CLASS_ORDER.filter((c) => byClass[c] > 0).map(
    (c) => `${byClass[c]} ${CLASS_NAMES[c][byClass[c] === 1 ? 0 : 1]}`
  );
  return parts.length > 0 ? [`  (${parts.join(", ")} among ${gated.length} gated metrics)`] : [];
}
function inconclusiveNotes(gated) {
  const inconclusive = gated.filter((c) => c.class === "inconclusive");
  if (inconclusive.length === 0) return [];
  const notes = inconclusive.slice(0, MAX_NOTES).map((c) => {
    const mde = c.minimumDetectableEffect === null ? "" : `; detectable at this n: ${formatBand(c.minimumDetectableEffect).replace(/\u00a0/g, " ")}`;
    return `  - ${sanitize(c.label, LABEL_WIDTH2)} (${sanitize(c.metricName, 30)}): ${sanitize(c.reasons[0] ?? "")}${mde}`;
  });
  const more = inconclusive.length - notes.length;
  return ["", "inconclusive:", ...notes, ...more > 0 ? [`  \u2026 and ${more} more`] : []];
}
function problems({ diagnostics }) {
  const shown = diagnostics.filter((d) => d.severity !== "info");
  const lines = shown.slice(0, MAX_NOTES).map(
    (d) => `  ${d.severity}: ${sanitize([d.file, d.location].filter(Boolean).join(" "), 200)}: ${sanitize(d.message)}`
  );
  const more = shown.length - lines.length;
  return lines.length > 0 ? ["", ...lines, ...more > 0 ? [`  \u2026 and ${more} more`] : []] : [];
}
function sanitize(text, max = 400) {
  return plainLine(text, max);
}

// src/settings/cli-args.ts
import { parseArgs } from "node:util";
var MULTI_VALUE_FLAGS = ["base", "head", "control", "history", "reference"];
var SINGLE_VALUE_FLAGS = [
  "format",
  "round-pattern",
  "policy",
  "threshold",
  "fail-on",
  "output",
  "out",
  "html"
];
var BOOLEAN_FLAGS = ["paired", "help", "version", "fail-on-inconclusive"];
function parseCliArgs(argv) {
  const problems2 = [];
  const [first, ...rest] = argv;
  const command = first === "compare" || first === "preview" ? first : void 0;
  const args = command ? rest : argv;
  const options = { help: { type: "boolean", short: "h" } };
  for (const flag of [...MULTI_VALUE_FLAGS, ...SINGLE_VALUE_FLAGS])
    options[flag] = { type: "string", multiple: true };
  for (const flag of BOOLEAN_FLAGS) options[flag] ??= { type: "boolean" };
  let tokens;
  try {
    tokens = parseArgs({
      args: [...args],
      options,
      strict: true,
      allowPositionals: true,
      tokens: true
    }).tokens;
  } catch (error) {
    return {
      ok: false,
      problems: [
        { input: "arguments", message: error instanceof Error ? error.message : String(error) }
      ]
    };
  }
  const groups = {};
  const values = {};
  const flags = /* @__PURE__ */ new Set();
  const positionals = [];
  let current;
  for (const token of tokens) {
    if (token.kind === "option-terminator") {
      current = void 0;
      continue;
    }
    if (token.kind === "positional") {
      if (current) current.push(token.value);
      else positionals.push(token.value);
      continue;
    }
    current = void 0;
    const name = token.name;
    if (BOOLEAN_FLAGS.includes(name))
      flags.add(name);
    else if (MULTI_VALUE_FLAGS.includes(name)) {
      current = token.value === void 0 ? [] : [token.value];
      (groups[name] ??= []).push(current);
    } else if (token.value !== void 0) (values[name] ??= []).push(token.value);
  }
  for (const [name, list] of Object.entries(values))
    if (list.length > 1) problems2.push({ input: `--${name}`, message: "given more than once" });
  if (problems2.length > 0) return { ok: false, problems: problems2 };
  const resolved = flags.has("help") ? "help" : flags.has("version") ? "version" : command;
  if (!resolved)
    return {
      ok: false,
      problems: [
        {
          input: "command",
          message: first === void 0 ? "missing; use `compare` or `preview`" : `unknown command "${first}"; use \`compare\` or \`preview\``
        }
      ]
    };
  return { ok: true, request: { command: resolved, groups, values, flags, positionals } };
}

// src/settings/cli-settings.ts
var OUTPUT_FORMATS = ["text", "markdown", "json"];
function parseCompareCommand(request, policy = DEFAULT_POLICY) {
  const problems2 = [];
  const single = (name) => request.values[name]?.[0];
  const flat = (name) => (request.groups[name] ?? []).flat();
  const base = flat("base");
  const head = flat("head");
  if (head.length === 0)
    problems2.push({
      input: "--head",
      message: "missing: give the head result files (a file, directory or glob)"
    });
  if (base.length === 0)
    problems2.push({
      input: "--base",
      message: "missing: give the base result files (a file, directory or glob)"
    });
  for (const [index, run] of (request.groups.history ?? []).entries())
    if (run.length === 0)
      problems2.push({ input: "--history", message: `occurrence ${index + 1} names no files` });
  if (request.positionals.length > 0)
    problems2.push({
      input: "arguments",
      message: `unexpected argument "${request.positionals[0] ?? ""}" (paths follow --base, --head, --control, --history or --reference)`
    });
  const references = parseReferenceFlags(request.groups.reference ?? [], problems2);
  const analysis = parseAnalysisKnobs(
    {
      format: single("format"),
      threshold: single("threshold"),
      failOn: single("fail-on"),
      failOnInconclusive: request.flags.has("fail-on-inconclusive") ? "true" : void 0,
      paired: request.flags.has("paired") ? "true" : void 0,
      roundPattern: single("round-pattern")
    },
    {
      format: "--format",
      threshold: "--threshold",
      failOn: "--fail-on",
      failOnInconclusive: "--fail-on-inconclusive",
      paired: "--paired",
      roundPattern: "--round-pattern"
    },
    problems2,
    policy
  );
  const outputText = single("output");
  const output = outputText === void 0 ? "text" : readChoice("--output", outputText, OUTPUT_FORMATS, problems2) ?? "text";
  if (problems2.length > 0) return { ok: false, problems: problems2 };
  return {
    ok: true,
    command: {
      analysis,
      base,
      head,
      history: request.groups.history ?? [],
      control: flat("control"),
      references,
      output,
      out: single("out")
    }
  };
}

// src/shell/cli-help.ts
var CLI_VERSION = "bench-verdict 0.1.0";
var CLI_HELP = `Usage:
  bench-verdict compare --base <file|dir|glob>... --head <file|dir|glob>... [options]
  bench-verdict preview <report.json> --html <file>

Compares benchmark results of a head run with a base run and prints a verdict:
pass, warn, fail, inconclusive, no-baseline or error. \`preview\` renders a JSON report
(--output json, or the Action's report-file) as the PR comment GitHub would show, in one
HTML file that opens offline.

Options:
  --base <paths>...            base result files (every argument up to the next flag)
  --head <paths>...            head result files
  --history <paths>...         one earlier base run; repeat the flag once per run
  --control <paths>...         an A/A control: a second run of the base build
  --reference NAME=<paths>...  a named reference run (an earlier release, the tree before a
                               regression) compared with head beside the base; repeatable
  --format auto|<id>           harness format (default: detected per file)
  --paired                     base and head files are interleaved rounds, paired by the
                               number in their names (base-3.json with head-3.json)
  --round-pattern <regex>      where the round number is in a file name (one group)
  --policy <file>              policy file (YAML): thresholds, gates and directions per
                               metric and benchmark, waivers (default:
                               .github/bench-verdict.yml when it exists); flags override it
  --threshold <5% | 0.05>      smallest change that matters (default: the policy's, else 5%)
  --fail-on <strength>         strong (default), likely, unverified or never
  --fail-on-inconclusive       also exit 1 when the verdict is inconclusive
  --output text|markdown|json  what to print (default text)
  --out <file>                 write the output to a file instead of stdout
  -h, --help                   this help
  --version                    the version

Exit status: 0 when the verdict is not fail, 1 when it is, 2 for usage errors, an invalid
policy file, or when no head results could be read.
`;

// src/shell/run-cli.ts
var defaultIo = () => ({
  cwd: process.cwd(),
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(withoutWorkflowCommands(text)),
  color: process.stdout.isTTY && !process.env.NO_COLOR
});
async function runCli(argv, io = defaultIo(), options = {}) {
  try {
    const parsed = parseCliArgs(argv);
    if (!parsed.ok) return usageError(parsed.problems, io);
    const { request } = parsed;
    if (request.command === "help") return io.stdout(CLI_HELP), 0;
    if (request.command === "version") return io.stdout(`${CLI_VERSION}
`), 0;
    if (request.command === "preview")
      return await (await import("./chunks/run-preview-2ONZEHBU.js")).runPreview(request, io);
    const policy = await readPolicyFile(request.values.policy?.[0], io.cwd);
    for (const problem of policy.problems)
      io.stderr(`bench-verdict: ${describePolicyProblem(problem)}
`);
    const compare = parseCompareCommand(request, policy);
    if (!compare.ok) return usageError(compare.problems, io);
    let unmatchedBase = [];
    if (options.parseSides?.prepare && namedFileBytes(compare.command, io.cwd) >= MIN_THREADED_BYTES)
      options.parseSides.prepare();
    const report = await runPipeline(compare.command.analysis, {
      acquire: async () => {
        const acquisition = await acquireLocal(compare.command, io.cwd);
        unmatchedBase = unmatchedPatterns(acquisition.base);
        return acquisition;
      },
      publish: (data) => writeReport(data, compare.command, io),
      ...options.parseSides ? { parseSides: options.parseSides } : {}
    });
    if (report.verdict.level === "error") return 2;
    if (report.verdict.level === "no-baseline" && unmatchedBase.length > 0) {
      io.stderr(`bench-verdict: --base: no file matches ${unmatchedBase.join(", ")}
`);
      return 2;
    }
    return verdictFailsStep(report.verdict.level, compare.command.analysis.verdict) ? 1 : 0;
  } catch (error) {
    io.stderr(
      `bench-verdict: ${error instanceof Error ? error.message : String(error)}
This is a bug in bench-verdict; please report it.
`
    );
    return 2;
  }
}
function namedFileBytes(command, cwd) {
  let bytes = 0;
  for (const pattern of [...command.head, ...command.base]) {
    try {
      const info = statSync(path.resolve(cwd, pattern));
      if (info.isFile()) bytes += info.size;
    } catch {
    }
  }
  return bytes;
}
function usageError(problems2, io) {
  io.stderr(
    `${problems2.map((p) => `bench-verdict: ${p.input}: ${p.message}`).join("\n")}
Run \`bench-verdict --help\` for usage.
`
  );
  return 2;
}
async function acquireLocal(command, cwd) {
  const read = async (patterns) => readLocalFiles(patterns, cwd);
  const [head, base, control, ...history] = await Promise.all([
    read(command.head),
    read(command.base),
    command.control.length > 0 ? read(command.control) : null,
    ...command.history.map(read)
  ]);
  const references = await Promise.all(
    command.references.map(async ({ name, patterns }) => ({
      name,
      source: patterns.join(" "),
      files: await read(patterns)
    }))
  );
  return {
    head,
    base,
    history,
    control,
    ...references.length > 0 ? { references } : {},
    context: {
      historyRuns: command.history.length,
      controlRuns: command.control.length > 0 ? 1 : 0,
      headSource: command.head.join(" "),
      baseSource: command.base.join(" ")
    }
  };
}
function unmatchedPatterns(side) {
  if ("missing" in side || side.files.length > 0) return [];
  return side.diagnostics.filter((d) => d.message === NO_MATCH).map((d) => d.file);
}
async function writeReport(data, command, io) {
  const text = command.output === "json" ? renderJson(data) : command.output === "markdown" ? renderComment(data, {
    maxLength: COMMENT_MAX_LENGTH,
    fullReportName: "the JSON report (`--output json`)"
  }) : withoutWorkflowCommands(
    renderTerminal(data, { color: command.out === void 0 && io.color })
  );
  if (command.out === void 0) io.stdout(text);
  else await writeFile(command.out, text);
}

// src/cli.ts
var parseSides = threadedSidesParser(new URL("./parse-worker.js", import.meta.url));
process.exitCode = await runCli(process.argv.slice(2), void 0, { parseSides });
