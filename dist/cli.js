#!/usr/bin/env node
import { createRequire as __bvCreateRequire } from 'node:module'; const require = __bvCreateRequire(import.meta.url);
import {
  MIN_THREADED_BYTES,
  NO_MATCH,
  parseCliArgs,
  parseCompareCommand,
  readLocalFiles,
  readPolicyFile,
  runPipeline,
  threadedSidesParser,
  withoutWorkflowCommands
} from "./chunks/chunk-BJJ3UXW6.js";
import "./chunks/chunk-LVG6YNMZ.js";
import {
  renderJson,
  renderTerminal
} from "./chunks/chunk-XSNIAGO7.js";
import "./chunks/chunk-JJMIQRZB.js";
import {
  COMMENT_MAX_LENGTH,
  describePolicyProblem,
  renderComment,
  verdictFailsStep
} from "./chunks/chunk-XMGZAGGM.js";
import "./chunks/chunk-B4QRPI3R.js";
import "./chunks/chunk-YKCRKANG.js";

// src/shell/run-cli.ts
import { statSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import path from "node:path";

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
      return await (await import("./chunks/run-preview-UE4QPVXV.js")).runPreview(request, io);
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
