import { statSync } from 'node:fs'
import { open, writeFile } from 'node:fs/promises'
import path from 'node:path'
import {
  NO_MATCH,
  readLocalFiles,
  type Acquisition,
  type SideFiles,
} from '../acquire/acquisition.js'
import type { InputProblem } from '../model/errors.js'
import { describePolicyProblem, verdictFailsStep } from '../policy/judge.js'
import { runPipeline } from '../pipeline/run-pipeline.js'
import { type SidesParser } from '../parse/parse-files.js'
import {
  COMMENT_MAX_LENGTH,
  renderComment,
  type ReportData,
  renderJsonChunks,
  renderTerminal,
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
    const policy = await readPolicyFile(request.values.policy?.[0], io.cwd)
    // Also on stderr: the report may be going to a file (`--out`); the verdict is then `error`.
    for (const problem of policy.problems)
      io.stderr(`bench-verdict: ${describePolicyProblem(problem)}\n`)
    const compare = parseCompareCommand(request, policy)
    if (!compare.ok) return usageError(compare.problems, io)
    let unmatchedBase: string[] = []
    if (
      options.parseSides?.prepare &&
      namedFileBytes(compare.command, io.cwd) >= MIN_THREADED_BYTES
    )
      options.parseSides.prepare()
    const report = await runPipeline(compare.command.analysis, {
      acquire: async () => {
        const acquisition = await acquireLocal(compare.command, io.cwd)
        unmatchedBase = unmatchedPatterns(acquisition.base)
        return acquisition
      },
      publish: (data) => writeReport(data, compare.command, io),
      ...(options.parseSides ? { parseSides: options.parseSides } : {}),
    })
    if (report.verdict.level === 'error') return 2
    // A path typed on the command line that names nothing is a mistake, not a first run.
    if (report.verdict.level === 'no-baseline' && unmatchedBase.length > 0) {
      io.stderr(`bench-verdict: --base: no file matches ${unmatchedBase.join(', ')}\n`)
      return 2
    }
    return verdictFailsStep(report.verdict.level, compare.command.analysis.verdict) ? 1 : 0
  } catch (error) {
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
  const [head, base, control, ...history] = await Promise.all([
    read(command.head),
    read(command.base),
    command.control.length > 0 ? read(command.control) : null,
    ...command.history.map(read),
  ])
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
      historyRuns: command.history.length,
      controlRuns: command.control.length > 0 ? 1 : 0,
      headSource: command.head.join(' '),
      baseSource: command.base.join(' '),
    },
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
    const handle = await open(command.out, 'w')
    try {
      for (const chunk of renderJsonChunks(data)) await handle.write(chunk)
    } finally {
      await handle.close()
    }
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
  else await writeFile(command.out, text)
}
