#!/usr/bin/env node
import { createRequire as __bvCreateRequire } from 'node:module'; const require = __bvCreateRequire(import.meta.url);
import {
  MIN_THREADED_BYTES,
  NO_MATCH,
  displayName,
  expandPeerHistory,
  glob,
  parseCliArgs,
  parseCompareCommand,
  readLocalFiles,
  readPolicyFile,
  runPipeline,
  threadedSidesParser,
  withoutWorkflowCommands
} from "./chunks/chunk-B3ZY4DIB.js";
import "./chunks/chunk-LTG3GW4V.js";
import {
  plainLine,
  renderJsonChunks,
  renderTerminal
} from "./chunks/chunk-GIZVIO3C.js";
import {
  parseResultFiles
} from "./chunks/chunk-WUK6R3JW.js";
import {
  COMMENT_MAX_LENGTH,
  DEFAULT_POLICY,
  describePolicyProblem,
  renderComment,
  verdictFailsStep
} from "./chunks/chunk-FCRF7QEL.js";
import {
  benchmarkKey
} from "./chunks/chunk-PC57IABR.js";
import "./chunks/chunk-YKCRKANG.js";

// src/shell/run-cli.ts
import { statSync } from "node:fs";
import { open, readdir, stat as stat3, writeFile } from "node:fs/promises";
import path3 from "node:path";

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
  --history <paths>...         one earlier base run; repeat the flag once per run. A
                               single directory or glob is one run per file or
                               subdirectory in it (--history 'runs/*.json', quoted:
                               the shell's expansion is several paths, one run); a
                               github-action-benchmark data.js gives its newest commits
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
  --no-policy                  use no policy file: the defaults, even when
                               .github/bench-verdict.yml exists
  --threshold <5% | 0.05>      smallest change that matters, under 100% (default: the
                               policy's, else 5%)
  --fail-on <strength>         strong (default), likely, unverified or never
  --fail-on-inconclusive       also exit 1 when the verdict is inconclusive
  --output text|markdown|json  what to print (default text)
  --out <file>                 write the output to a file instead of stdout
  -h, --help                   this help
  --version                    the version

Exit status: 0 when the verdict is not fail, 1 when it is, 2 for usage errors, an invalid
policy file, or when no head results could be read.
`;

// src/shell/pooled-runs.ts
import { stat } from "node:fs/promises";
import path from "node:path";
var SHOWN_FILES = 8;
var MAX_ENVIRONMENT_KEYS = 3;
async function pooledRunLines(flag, patterns, files, cwd, format) {
  const lines = [];
  for (const pattern of patterns) {
    const absolute = path.resolve(cwd, pattern);
    const isDirectory = await stat(absolute).then(
      (info) => info.isDirectory(),
      () => false
    );
    if (!isDirectory) continue;
    const prefix = `${displayName(absolute, cwd)}/`;
    const inside = files.filter((f) => f.name.startsWith(prefix));
    if (inside.length < 2) continue;
    const shown = inside.slice(0, SHOWN_FILES).map((f) => plainLine(f.name.slice(prefix.length), 120));
    const more = inside.length > shown.length ? `, \u2026 and ${inside.length - shown.length} more` : "";
    const { why, shared } = differentRuns(inside, format);
    lines.push(
      shared ? `${flag} ${plainLine(pattern, 200)}: pooled ${inside.length} files as one run (their samples add up): ${shown.join(", ")}${more}` : `${flag} ${plainLine(pattern, 200)}: read ${inside.length} files as one run (no benchmark is in two of them): ${shown.join(", ")}${more}`
    );
    if (why.length > 0)
      lines.push(
        `warning: ${flag} ${plainLine(pattern, 200)}: these files look like different runs (${why.join("; ")}); pool only repetitions of one run, or give one file or a glob`
      );
  }
  return lines;
}
function historyPoolLines(groups) {
  return groups.filter((group) => group.length > 1).map((group) => {
    const shown = group.slice(0, SHOWN_FILES).map((p) => plainLine(p, 120));
    const more = group.length > shown.length ? `, \u2026 and ${group.length - shown.length} more` : "";
    return `warning: --history ${shown.join(" ")}${more}: these ${group.length} paths are read as one earlier run (their samples add up). If the shell expanded a glob, quote it (${quotedGlob(group)}) or repeat --history before each path: each file is then one earlier run`;
  });
}
function quotedGlob(paths) {
  const folders = new Set(paths.map((p) => path.dirname(p)));
  const extensions = new Set(paths.map((p) => path.extname(p)));
  const [folder] = folders;
  const [extension] = extensions;
  if (folders.size !== 1 || extensions.size !== 1 || folder === void 0 || extension === void 0)
    return "--history 'runs/*.json'";
  const glob2 = `${folder === "." ? "" : `${folder}/`}*${extension}`;
  return /^[^'\n\r]*$/.test(glob2) ? `--history '${plainLine(glob2, 200)}'` : "--history 'runs/*.json'";
}
function differentRuns(files, format) {
  const perFile = files.map((file) => {
    const parsed = parseResultFiles([file], format);
    const env = parsed.environments.get(file.name) ?? {};
    const names = new Set(parsed.results.map((r) => benchmarkKey(r.benchmark)));
    return { name: file.name.split("/").at(-1) ?? file.name, env, names };
  });
  const read = perFile.filter((f) => f.names.size > 0);
  const seen = /* @__PURE__ */ new Set();
  let shared = false;
  for (const f of read)
    for (const n of f.names) {
      if (seen.has(n)) shared = true;
      seen.add(n);
    }
  const [first] = read;
  if (!first) return { why: [], shared: true };
  const why = [];
  const keys = new Set(read.flatMap((f) => Object.keys(f.env)));
  for (const key of keys) {
    const mine = first.env[key];
    const other = read.find(
      (f) => mine !== void 0 && f.env[key] !== void 0 && f.env[key] !== mine
    );
    if (other && why.length < MAX_ENVIRONMENT_KEYS)
      why.push(
        `${plainLine(key, 40)} differs: ${plainLine(mine ?? "", 60)} in ${plainLine(first.name, 80)}, ${plainLine(other.env[key] ?? "none", 60)} in ${plainLine(other.name, 80)}`
      );
  }
  const differing = read.find(
    (f) => f !== first && [...f.names].some((n) => first.names.has(n)) && (f.names.size !== first.names.size || [...f.names].some((n) => !first.names.has(n)))
  );
  if (differing)
    why.push(
      `different benchmarks: ${first.names.size} in ${plainLine(first.name, 80)}, ${differing.names.size} in ${plainLine(differing.name, 80)}, not the same set`
    );
  return { why, shared };
}

// src/shell/report-destination.ts
import { stat as stat2 } from "node:fs/promises";
import path2 from "node:path";
var ReportDestinationError = class extends Error {
};
async function checkReportDestination(out, cwd) {
  const file = path2.resolve(cwd, out);
  const folder = path2.dirname(file);
  const folderStat = await stat2(folder).catch(() => void 0);
  if (folderStat === void 0)
    throw new ReportDestinationError(
      `--out ${plainLine(out, 200)}: the folder ${plainLine(folder, 200)} does not exist; create it first`
    );
  if (!folderStat.isDirectory())
    throw new ReportDestinationError(
      `--out ${plainLine(out, 200)}: ${plainLine(folder, 200)} is not a folder`
    );
  const fileStat = await stat2(file).catch(() => void 0);
  if (fileStat?.isDirectory())
    throw new ReportDestinationError(
      `--out ${plainLine(out, 200)}: is a folder; name a file to write the report to`
    );
}
async function writingReport(out, write) {
  try {
    return await write();
  } catch (error) {
    const code = error?.code;
    const cause = code === void 0 ? String(error) : `${code}: ${WRITE_CAUSES[code] ?? "cannot write"}`;
    throw new ReportDestinationError(
      `--out ${plainLine(out, 200)}: the report could not be written (${cause})`
    );
  }
}
var WRITE_CAUSES = {
  EACCES: "permission denied",
  EPERM: "not permitted",
  ENOSPC: "no space left on the device",
  ENOENT: "the folder does not exist",
  EISDIR: "is a folder",
  EROFS: "read-only file system",
  EDQUOT: "disk quota exceeded"
};

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
      return await (await import("./chunks/run-preview-R24CJOA7.js")).runPreview(request, io);
    if (request.flags.has("no-policy") && request.values.policy)
      return usageError(
        [{ input: "--no-policy", message: "given with --policy; use one of them" }],
        io
      );
    const policy = request.flags.has("no-policy") ? DEFAULT_POLICY : await readPolicyFile(request.values.policy?.[0], io.cwd);
    for (const problem of policy.problems)
      io.stderr(`bench-verdict: ${describePolicyProblem(problem)}
`);
    const compare = parseCompareCommand(request, policy);
    if (!compare.ok) return usageError(compare.problems, io);
    if (compare.command.out !== void 0) await checkReportDestination(compare.command.out, io.cwd);
    if (options.parseSides?.prepare && namedFileBytes(compare.command, io.cwd) >= MIN_THREADED_BYTES)
      options.parseSides.prepare();
    const report = await runPipeline(compare.command.analysis, {
      acquire: async () => {
        const acquisition = await acquireLocal(compare.command, io.cwd);
        for (const [flag, side] of [
          ["--head", acquisition.head],
          ["--base", acquisition.base]
        ]) {
          const unmatched = unmatchedPatterns(side);
          if (unmatched.length > 0) throw new UnmatchedPaths(flag, unmatched);
        }
        for (const [flag, patterns, side] of [
          ["--base", compare.command.base, acquisition.base],
          ["--head", compare.command.head, acquisition.head]
        ]) {
          if ("missing" in side) continue;
          const format = compare.command.analysis.format;
          for (const line of await pooledRunLines(flag, patterns, side.files, io.cwd, format))
            io.stderr(`bench-verdict: ${line}
`);
        }
        for (const line of historyPoolLines(compare.command.history))
          io.stderr(`bench-verdict: ${line}
`);
        return acquisition;
      },
      publish: (data) => writeReport(data, compare.command, io),
      ...options.parseSides ? { parseSides: options.parseSides } : {}
    });
    if (report.verdict.level === "error") return 2;
    return verdictFailsStep(report.verdict.level, compare.command.analysis.verdict) ? 1 : 0;
  } catch (error) {
    if (error instanceof UnmatchedPaths || error instanceof ReportDestinationError) {
      io.stderr(`bench-verdict: ${error.message}
`);
      return 2;
    }
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
      const info = statSync(path3.resolve(cwd, pattern));
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
  const runs = (await Promise.all(command.history.map((group) => historyRuns(group, cwd)))).flat();
  const [head, base, control, ...given] = await Promise.all([
    read(command.head),
    read(command.base),
    command.control.length > 0 ? read(command.control) : null,
    ...runs.map(read)
  ]);
  const history = expandPeerHistory(given, command.historyRuns);
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
      historyRuns: history.length,
      controlRuns: command.control.length > 0 ? 1 : 0,
      headSource: command.head.join(" "),
      baseSource: command.base.join(" ")
    }
  };
}
async function historyRuns(group, cwd) {
  const [only] = group;
  if (only === void 0 || group.length > 1) return [[...group]];
  const absolute = path3.resolve(cwd, only);
  const isDirectory = await stat3(absolute).then(
    (info) => info.isDirectory(),
    () => false
  );
  if (isDirectory) {
    const entries = (await readdir(absolute)).filter((name) => !name.startsWith(".")).sort();
    return entries.length > 0 ? entries.map((name) => [path3.join(only, name)]) : [[only]];
  }
  if (!/[*?[{]/.test(only)) return [[only]];
  const matches = (await glob(only, { cwd, onlyFiles: false, expandDirectories: false })).sort();
  return matches.length > 0 ? matches.map((match) => [match]) : [[only]];
}
var UnmatchedPaths = class extends Error {
  constructor(flag, patterns) {
    super(`${flag}: no file matches ${patterns.map((p) => plainLine(p, 200)).join(", ")}`);
  }
};
function unmatchedPatterns(side) {
  if ("missing" in side || side.files.length > 0) return [];
  return side.diagnostics.filter((d) => d.message === NO_MATCH).map((d) => d.file);
}
async function writeReport(data, command, io) {
  if (command.output === "json") {
    if (command.out === void 0) {
      for (const chunk of renderJsonChunks(data)) io.stdout(chunk);
      return;
    }
    const out = command.out;
    await writingReport(out, async () => {
      const handle = await open(path3.resolve(io.cwd, out), "w");
      try {
        for (const chunk of renderJsonChunks(data)) await handle.write(chunk);
      } finally {
        await handle.close();
      }
    });
    return;
  }
  const text = command.output === "markdown" ? renderComment(data, {
    maxLength: COMMENT_MAX_LENGTH,
    fullReportName: "the JSON report (`--output json`)"
  }) : withoutWorkflowCommands(
    renderTerminal(data, { color: command.out === void 0 && io.color })
  );
  if (command.out === void 0) io.stdout(text);
  else {
    const out = command.out;
    await writingReport(out, () => writeFile(path3.resolve(io.cwd, out), text));
  }
}

// src/cli.ts
var parseSides = threadedSidesParser(new URL("./parse-worker.js", import.meta.url));
process.exitCode = await runCli(process.argv.slice(2), void 0, { parseSides });
