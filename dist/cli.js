#!/usr/bin/env node
import { createRequire as __bvCreateRequire } from 'node:module'; const require = __bvCreateRequire(import.meta.url);
import {
  CLASS_NAMES,
  CLASS_ORDER,
  COMMENT_MAX_LENGTH,
  SPREAD_DIGITS,
  VERDICT_EMOJI,
  bySeverity,
  countByClass,
  displayScale,
  formatChange,
  formatChangeInterval,
  formatProbability,
  formatQuantity,
  parseAnalysisKnobs,
  readChoice,
  readLocalFiles,
  renderComment,
  renderJson,
  runPipeline,
  verdictFailsStep
} from "./chunks/chunk-6EDQCGOQ.js";

// src/shell/run-cli.ts
import { writeFile } from "node:fs/promises";

// src/report/render-terminal.ts
var RED = "\x1B[31m";
var GREEN = "\x1B[32m";
var BLUE = "\x1B[34m";
var DIM = "\x1B[2m";
var RESET = "\x1B[0m";
function renderTerminal(data, options) {
  const rows = [...data.comparisons].sort(bySeverity).map((c) => terminalRow(c));
  const header = ["benchmark", "metric", "base", "head", "change (95% CI)", "q", "class"];
  const widths = header.map(
    (h, i) => Math.max(h.length, ...rows.map((r) => width(r.cells[i] ?? "")))
  );
  const line = (cells) => cells.map((cell, i) => pad(cell, widths[i] ?? 0, i >= 2 && i <= 5)).join("  ").trimEnd();
  const paint = (text, cls) => options.color ? `${colorOf(cls)}${text}${RESET}` : text;
  const counts = countByClass(data.comparisons);
  const summary = CLASS_ORDER.filter((c) => counts[c] > 0).map(
    (c) => `${counts[c]} ${CLASS_NAMES[c][counts[c] === 1 ? 0 : 1]}`
  );
  return [
    line(header),
    ...rows.map((r) => paint(line(r.cells), r.cls)),
    "",
    `${VERDICT_EMOJI[data.verdict.level]} ${data.verdict.level}: ${sanitize(data.verdict.headline)}`,
    ...[...data.verdict.reasons, ...data.findings].map((r) => `  - ${sanitize(r)}`),
    summary.length > 0 ? `  (${summary.join(", ")})` : "",
    ...data.diagnostics.filter((d) => d.severity !== "info").map(
      (d) => `  ${d.severity}: ${sanitize([d.file, d.location].filter(Boolean).join(" "))}: ${sanitize(d.message)}`
    )
  ].join("\n").replace(/\n+$/, "") + "\n";
}
function terminalRow(c) {
  const scale = displayScale(c.unit, [c.base?.median ?? Number.NaN, c.head?.median ?? Number.NaN]);
  const side = (s) => s ? `${formatQuantity(s.median, c.unit, scale)} \xB1${formatQuantity(s.mad, c.unit, scale, SPREAD_DIGITS)} (n=${s.n})` : "\u2014";
  const change = c.ci ? `${formatChange(c.ratio)} ${formatChangeInterval(c.ci.lower, c.ci.upper)}` : formatChange(c.ratio);
  const strength = c.strength ? ` (${c.strength})` : "";
  return {
    cells: [
      sanitize(c.label),
      sanitize(c.metricName),
      side(c.base),
      side(c.head),
      change,
      formatProbability(c.qValue),
      `${CLASS_NAMES[c.class][0]}${strength}`
    ].map((s) => s.replace(/\u00a0/g, " ")),
    cls: c.class
  };
}
function sanitize(text) {
  return text.replace(/[\u0000-\u001f\u007f-\u009f]/g, "\uFFFD");
}
function colorOf(cls) {
  if (cls === "regression") return RED;
  if (cls === "improvement") return GREEN;
  if (cls === "inconclusive") return BLUE;
  return cls === "no-change" ? "" : DIM;
}
function width(text) {
  return Array.from(text).length;
}
function pad(text, size, right) {
  const fill = " ".repeat(Math.max(0, size - width(text)));
  return right ? fill + text : text + fill;
}

// src/settings/cli-args.ts
import { parseArgs } from "node:util";
var MULTI_VALUE_FLAGS = ["base", "head", "control", "history"];
var SINGLE_VALUE_FLAGS = [
  "format",
  "round-pattern",
  "threshold",
  "fail-on",
  "output",
  "out",
  "html"
];
var BOOLEAN_FLAGS = ["paired", "help", "version", "fail-on-inconclusive"];
function parseCliArgs(argv) {
  const problems = [];
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
    if (list.length > 1) problems.push({ input: `--${name}`, message: "given more than once" });
  if (problems.length > 0) return { ok: false, problems };
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
function parseCompareCommand(request) {
  const problems = [];
  const single = (name) => request.values[name]?.[0];
  const flat = (name) => (request.groups[name] ?? []).flat();
  const base = flat("base");
  const head = flat("head");
  if (head.length === 0)
    problems.push({
      input: "--head",
      message: "missing: give the head result files (a file, directory or glob)"
    });
  if (base.length === 0)
    problems.push({
      input: "--base",
      message: "missing: give the base result files (a file, directory or glob)"
    });
  for (const [index, run] of (request.groups.history ?? []).entries())
    if (run.length === 0)
      problems.push({ input: "--history", message: `occurrence ${index + 1} names no files` });
  if (request.positionals.length > 0)
    problems.push({
      input: "arguments",
      message: `unexpected argument "${request.positionals[0] ?? ""}" (paths follow --base, --head, --control or --history)`
    });
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
    problems
  );
  const outputText = single("output");
  const output = outputText === void 0 ? "text" : readChoice("--output", outputText, OUTPUT_FORMATS, problems) ?? "text";
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    command: {
      analysis,
      base,
      head,
      history: request.groups.history ?? [],
      control: flat("control"),
      output,
      out: single("out")
    }
  };
}

// src/shell/cli-help.ts
var CLI_VERSION = "bench-verdict 0.1.0";
var CLI_HELP = `Usage:
  bench-verdict compare --base <file|dir|glob>... --head <file|dir|glob>... [options]

Compares benchmark results of a head run with a base run and prints a verdict:
pass, warn, fail, inconclusive, no-baseline or error.

Options:
  --base <paths>...            base result files (every argument up to the next flag)
  --head <paths>...            head result files
  --history <paths>...         one earlier base run; repeat the flag once per run
  --control <paths>...         an A/A control: a second run of the base build
  --format auto|<id>           harness format (default: detected per file)
  --paired                     base and head files are interleaved rounds, paired by the
                               number in their names (base-3.json with head-3.json)
  --round-pattern <regex>      where the round number is in a file name (one group)
  --threshold <5% | 0.05>      smallest change that matters (default 5%)
  --fail-on <strength>         strong (default), likely, unverified or never
  --fail-on-inconclusive       also exit 1 when the verdict is inconclusive
  --output text|markdown|json  what to print (default text)
  --out <file>                 write the output to a file instead of stdout
  -h, --help                   this help
  --version                    the version

Exit status: 0 when the verdict is not fail, 1 when it is, 2 for usage errors or when no
head results could be read.
`;

// src/shell/run-cli.ts
var defaultIo = () => ({
  cwd: process.cwd(),
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  color: process.stdout.isTTY && !process.env.NO_COLOR
});
async function runCli(argv, io = defaultIo()) {
  try {
    const parsed = parseCliArgs(argv);
    if (!parsed.ok) return usageError(parsed.problems, io);
    const { request } = parsed;
    if (request.command === "help") return io.stdout(CLI_HELP), 0;
    if (request.command === "version") return io.stdout(`${CLI_VERSION}
`), 0;
    if (request.command === "preview")
      return usageError([{ input: "preview", message: "is not available in this version" }], io);
    const compare = parseCompareCommand(request);
    if (!compare.ok) return usageError(compare.problems, io);
    const report = await runPipeline(compare.command.analysis, {
      acquire: () => acquireLocal(compare.command, io.cwd),
      publish: (data) => writeReport(data, compare.command, io)
    });
    if (report.verdict.level === "error") return 2;
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
function usageError(problems, io) {
  io.stderr(
    `${problems.map((p) => `bench-verdict: ${p.input}: ${p.message}`).join("\n")}
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
  return {
    head,
    base,
    history,
    control,
    context: {
      historyRuns: command.history.length,
      controlRuns: command.control.length > 0 ? 1 : 0,
      headSource: command.head.join(" "),
      baseSource: command.base.join(" ")
    }
  };
}
async function writeReport(data, command, io) {
  const text = command.output === "json" ? renderJson(data) : command.output === "markdown" ? renderComment(data, {
    maxLength: COMMENT_MAX_LENGTH,
    fullReportName: "the JSON report (`--output json`)"
  }) : renderTerminal(data, { color: command.out === void 0 && io.color });
  if (command.out === void 0) io.stdout(text);
  else await writeFile(command.out, text);
}

// src/cli.ts
process.exitCode = await runCli(process.argv.slice(2));
