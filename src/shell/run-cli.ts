import { statSync } from 'node:fs'
import { open, readdir, stat, writeFile } from 'node:fs/promises'
import { glob } from 'tinyglobby'
import path from 'node:path'
import {
  expandPeerHistory,
  NO_MATCH,
  readLocalFiles,
  type Acquisition,
  type SideFiles,
} from '../acquire/acquisition.js'
import type { InputProblem } from '../model/errors.js'
import { DEFAULT_POLICY, describePolicyProblem, verdictFailsStep } from '../policy/judge.js'
import { runPipeline } from '../pipeline/run-pipeline.js'
import { type SidesParser } from '../parse/parse-files.js'
import {
  COMMENT_MAX_LENGTH,
  renderComment,
  type ReportData,
  renderJsonChunks,
  renderTerminal,
  plainLine,
} from '../report/report.js'
import { withoutWorkflowCommands } from '../github/log-text.js'
import {
  parseCliArgs,
  parseCompareCommand,
  type CompareCommand,
  readPolicyFile,
} from '../settings/settings.js'
import { CLI_HELP, CLI_VERSION } from './cli-help.js'
import type { CliIo } from './cli-io.js'
import { pooledRunLines } from './pooled-runs.js'
import {
  checkReportDestination,
  ReportDestinationError,
  writingReport,
} from './report-destination.js'
import { MIN_THREADED_BYTES } from '../parse/threads/threaded-parse.js'

// Run in a workflow step, these streams are the job log: no line of ours may be a workflow command.
const defaultIo = (): CliIo => ({
  cwd: process.cwd(),
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(withoutWorkflowCommands(text)),
  color: process.stdout.isTTY && !process.env.NO_COLOR,
})

/**
 * `bench-verdict` (docs/architecture.md §6). Returns the exit code: 0 unless the verdict fails, 1 when it
 * does (unless `--fail-on never`), 2 for usage errors, when no head input could be read, or when
 * the `--base` paths match no file. `options.parseSides` spreads parsing over threads (the
 * bundled CLI passes one; tests parse in turn).
 */
export async function runCli(
  argv: readonly string[],
  io: CliIo = defaultIo(),
  options: { readonly parseSides?: SidesParser } = {},
): Promise<number> {
  try {
    const parsed = parseCliArgs(argv)
    if (!parsed.ok) return usageError(parsed.problems, io)
    const { request } = parsed
    if (request.command === 'help') return (io.stdout(CLI_HELP), 0)
    if (request.command === 'version') return (io.stdout(`${CLI_VERSION}\n`), 0)
    if (request.command === 'preview')
      return await (await import('./run-preview.js')).runPreview(request, io)
    if (request.flags.has('no-policy') && request.values.policy)
      return usageError(
        [{ input: '--no-policy', message: 'given with --policy; use one of them' }],
        io,
      )
    // `--no-policy`: the defaults, whatever .github/bench-verdict.yml the directory holds.
    const policy = request.flags.has('no-policy')
      ? DEFAULT_POLICY
      : await readPolicyFile(request.values.policy?.[0], io.cwd)
    // Also on stderr: the report may be going to a file (`--out`); the verdict is then `error`.
    for (const problem of policy.problems)
      io.stderr(`bench-verdict: ${describePolicyProblem(problem)}\n`)
    const compare = parseCompareCommand(request, policy)
    if (!compare.ok) return usageError(compare.problems, io)
    if (compare.command.out !== undefined) await checkReportDestination(compare.command.out, io.cwd)
    if (
      options.parseSides?.prepare &&
      namedFileBytes(compare.command, io.cwd) >= MIN_THREADED_BYTES
    )
      options.parseSides.prepare()
    const report = await runPipeline(compare.command.analysis, {
      acquire: async () => {
        const acquisition = await acquireLocal(compare.command, io.cwd)
        // A path typed on the command line that names nothing is a mistake, not an empty run or
        // a first run: said first and alone, before any report (docs/no-baseline.md).
        for (const [flag, side] of [
          ['--head', acquisition.head],
          ['--base', acquisition.base],
        ] as const) {
          const unmatched = unmatchedPatterns(side)
          if (unmatched.length > 0) throw new UnmatchedPaths(flag, unmatched)
        }
        // A directory pools every file in it: say which, and whether they look like one run.
        for (const [flag, patterns, side] of [
          ['--base', compare.command.base, acquisition.base],
          ['--head', compare.command.head, acquisition.head],
        ] as const) {
          if ('missing' in side) continue
          const format = compare.command.analysis.format
          for (const line of await pooledRunLines(flag, patterns, side.files, io.cwd, format))
            io.stderr(`bench-verdict: ${line}\n`)
        }
        return acquisition
      },
      publish: (data) => writeReport(data, compare.command, io),
      ...(options.parseSides ? { parseSides: options.parseSides } : {}),
    })
    if (report.verdict.level === 'error') return 2
    return verdictFailsStep(report.verdict.level, compare.command.analysis.verdict) ? 1 : 0
  } catch (error) {
    if (error instanceof UnmatchedPaths || error instanceof ReportDestinationError) {
      io.stderr(`bench-verdict: ${error.message}\n`)
      return 2
    }
    io.stderr(
      `bench-verdict: ${error instanceof Error ? error.message : String(error)}\nThis is a bug in bench-verdict; please report it.\n`,
    )
    return 2
  }
}

/**
 * Bytes of the `--head` and `--base` arguments that name files outright (not globs or folders):
 * enough to tell a large run before its files are read.
 */
function namedFileBytes(command: CompareCommand, cwd: string): number {
  let bytes = 0
  for (const pattern of [...command.head, ...command.base]) {
    try {
      const info = statSync(path.resolve(cwd, pattern))
      if (info.isFile()) bytes += info.size
    } catch {
      // A glob, or a path that does not exist: acquire reports it.
    }
  }
  return bytes
}

function usageError(problems: readonly InputProblem[], io: CliIo): number {
  io.stderr(
    `${problems.map((p) => `bench-verdict: ${p.input}: ${p.message}`).join('\n')}\nRun \`bench-verdict --help\` for usage.\n`,
  )
  return 2
}

async function acquireLocal(command: CompareCommand, cwd: string): Promise<Acquisition> {
  const read = async (patterns: readonly string[]): Promise<SideFiles> =>
    readLocalFiles(patterns, cwd)
  const runs = (await Promise.all(command.history.map((group) => historyRuns(group, cwd)))).flat()
  const [head, base, control, ...given] = await Promise.all([
    read(command.head),
    read(command.base),
    command.control.length > 0 ? read(command.control) : null,
    ...runs.map(read),
  ])
  // `--history data.js`: the peer Action's history file gives one run per commit.
  const history = expandPeerHistory(given, command.historyRuns)
  const references = await Promise.all(
    command.references.map(async ({ name, patterns }) => ({
      name,
      source: patterns.join(' '),
      files: await read(patterns),
    })),
  )
  return {
    head,
    base,
    history,
    control,
    ...(references.length > 0 ? { references } : {}),
    context: {
      historyRuns: history.length,
      controlRuns: command.control.length > 0 ? 1 : 0,
      headSource: command.head.join(' '),
      baseSource: command.base.join(' '),
    },
  }
}

/**
 * The runs of one `--history` flag: its paths are one run, unless it is a single directory (each
 * file or subdirectory in it is one run, in name order) or a single glob (each match is one run).
 * So `--history runs/` and `--history 'runs/*.json'` read many runs with one flag.
 */
async function historyRuns(group: readonly string[], cwd: string): Promise<string[][]> {
  const [only] = group
  if (only === undefined || group.length > 1) return [[...group]]
  const absolute = path.resolve(cwd, only)
  const isDirectory = await stat(absolute).then(
    (info) => info.isDirectory(),
    () => false,
  )
  if (isDirectory) {
    const entries = (await readdir(absolute)).filter((name) => !name.startsWith('.')).sort()
    return entries.length > 0 ? entries.map((name) => [path.join(only, name)]) : [[only]]
  }
  if (!/[*?[{]/.test(only)) return [[only]]
  const matches = (await glob(only, { cwd, onlyFiles: false, expandDirectories: false })).sort()
  return matches.length > 0 ? matches.map((match) => [match]) : [[only]]
}

/** `--head` or `--base` paths that name no file while their side found none: exit 2, no report. */
class UnmatchedPaths extends Error {
  constructor(flag: '--head' | '--base', patterns: readonly string[]) {
    super(`${flag}: no file matches ${patterns.map((p) => plainLine(p, 200)).join(', ')}`)
  }
}

/** The patterns of a side that matched no file, when the side read no file at all. */
function unmatchedPatterns(side: Acquisition['base']): string[] {
  if ('missing' in side || side.files.length > 0) return []
  return side.diagnostics.filter((d) => d.message === NO_MATCH).map((d) => d.file)
}

async function writeReport(data: ReportData, command: CompareCommand, io: CliIo): Promise<void> {
  if (command.output === 'json') {
    // Chunk by chunk: the JSON of a large suite never exists as one string (docs/security.md).
    if (command.out === undefined) {
      for (const chunk of renderJsonChunks(data)) io.stdout(chunk)
      return
    }
    const out = command.out
    await writingReport(out, async () => {
      const handle = await open(path.resolve(io.cwd, out), 'w')
      try {
        for (const chunk of renderJsonChunks(data)) await handle.write(chunk)
      } finally {
        await handle.close()
      }
    })
    return
  }
  const text =
    command.output === 'markdown'
      ? renderComment(data, {
          maxLength: COMMENT_MAX_LENGTH,
          fullReportName: 'the JSON report (`--output json`)',
        })
      : withoutWorkflowCommands(
          renderTerminal(data, { color: command.out === undefined && io.color }),
        )
  if (command.out === undefined) io.stdout(text)
  else {
    const out = command.out
    await writingReport(out, () => writeFile(path.resolve(io.cwd, out), text))
  }
}
