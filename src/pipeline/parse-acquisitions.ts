/**
 * The parse step of a run: every side of every leg read within the run's budget (docs/security.md
 * "Reading is bounded"), and each leg's acquisition as analysis is to see it — without the
 * history runs the budget left out, and saying so.
 */
import type { Acquisition, SideFiles } from '../acquire/acquisition.js'
import { diagnostic } from '../model/diagnostic.js'
import { withoutBytes, type ResultFile } from '../model/result-file.js'
import {
  DEFAULT_READ_LIMITS,
  historyLeftOutNote,
  parseSidesInTurn,
  parseWithinBudget,
  type LeftOutRuns,
  type ParsedRun,
  type ReadLimits,
  type SidesParser,
} from '../parse/parse-files.js'
import type { AnalysisSettings } from '../settings/settings.js'
import type { ParsedSides } from './read-sides.js'

/** What analysis reads: each leg's acquisition (history trimmed to the budget) and its parsed sides. */
export interface ParsedAcquisitions {
  readonly acquisitions: readonly Acquisition[]
  readonly parsed: ParsedSides
}

/**
 * The sides of `acquisitions` in the order the run's budget is spent: every leg's head, then every
 * leg's base, A/A control and references, then the history runs by age (every leg's newest, then
 * every leg's next …), each leg's runs a chain. A side shared by legs (a reference or `history-file`
 * run without legs) is read once, where it first comes.
 */
export function budgetOrder(
  acquisitions: readonly Acquisition[],
): { side: SideFiles; chain?: number }[] {
  const order: { side: SideFiles; chain?: number }[] = []
  const seen = new Set<SideFiles>()
  const add = (side: SideFiles, chain?: number) => {
    if (seen.has(side)) return
    seen.add(side)
    order.push(chain === undefined ? { side } : { side, chain })
  }
  for (const a of acquisitions) add(a.head)
  for (const a of acquisitions) if (!('missing' in a.base)) add(a.base)
  for (const a of acquisitions) if (a.control) add(a.control)
  for (const a of acquisitions)
    for (const reference of a.references ?? [])
      if (!('missing' in reference.files)) add(reference.files)
  const deepest = Math.max(0, ...acquisitions.map((a) => a.history.length))
  for (let age = 0; age < deepest; age++)
    acquisitions.forEach((a, leg) => {
      const run = a.history[age]
      if (run) add(run, leg)
    })
  return order
}

/**
 * Parses every side of every acquisition with `parser` within `limits` (`parseWithinBudget`);
 * nothing when the policy is invalid. The parser takes the files over: the acquisition keeps each
 * file's name (the report counts and names files) but not its bytes, so each file's bytes can be
 * freed once it is decoded. A leg whose history runs were left out is handed on with the runs it
 * kept (newest first, as acquired; the report counts the runs that gave results, analyze.ts) and
 * one warning on its base side saying how many were left out and why.
 */
export async function parseAcquisitions(
  acquisitions: readonly Acquisition[],
  settings: AnalysisSettings,
  parser: SidesParser = parseSidesInTurn,
  limits: ReadLimits = DEFAULT_READ_LIMITS,
): Promise<ParsedAcquisitions> {
  if (settings.policy.problems.length > 0) return { acquisitions, parsed: new Map() }
  const order = budgetOrder(acquisitions)
  // Every list is copied before any is emptied: a list may be shared.
  const owned = order.map(({ side }) => [...side.files])
  for (const { side } of order) {
    const files = side.files as ResultFile[]
    files.forEach((file, i) => (files[i] = withoutBytes(file)))
  }
  const run = await parseWithinBudget(
    order.map(({ chain }, i) => ({
      files: owned[i] ?? [],
      ...(chain === undefined ? {} : { chain }),
    })),
    settings.format,
    parser,
    limits,
  )
  const parsed = new Map<SideFiles, NonNullable<(typeof run.sides)[number]>>()
  order.forEach(({ side }, i) => {
    const sideParsed = run.sides[i]
    if (sideParsed) parsed.set(side, sideParsed)
  })
  const trimmed = acquisitions.map((acquisition) => {
    const kept = keptHistory(acquisition.history, parsed)
    if (kept.length === acquisition.history.length) return acquisition
    const leftOut = acquisition.history.slice(kept.length)
    const limit = leftOutLimit(order, run.leftOut, leftOut[0])
    const total = acquisition.context.historyRuns
    const counted = Math.min(total, leftOut.filter((r) => r.files.length > 0).length)
    const note = diagnostic(
      'warning',
      '',
      '',
      historyLeftOutNote(counted, total, limits.run, limit),
    )
    const trimmedAcquisition = { ...acquisition, history: kept }
    // On the base side, as acquire's own history warnings are: history is the base branch's.
    const { base } = acquisition
    if ('missing' in base) return trimmedAcquisition
    const noted: SideFiles = { files: base.files, diagnostics: [...base.diagnostics, note] }
    const baseParsed = parsed.get(base)
    if (baseParsed) parsed.set(noted, baseParsed)
    return { ...trimmedAcquisition, base: noted }
  })
  return { acquisitions: trimmed, parsed }
}

/**
 * The run-wide limit that left `first` (a leg's first history run not parsed) out. Only a history
 * run is ever left unparsed, and readWithinBudget records the limit of its chain whenever it
 * leaves a run of that chain out (within-budget.ts), so the limit is always there: its absence
 * is a bug, not an input problem.
 */
function leftOutLimit(
  order: readonly { side: SideFiles; chain?: number }[],
  leftOut: ParsedRun['leftOut'],
  first: SideFiles | undefined,
): LeftOutRuns['limit'] {
  const chain = order.find(({ side }) => side === first)?.chain
  const found = chain === undefined ? undefined : leftOut.get(chain)
  if (found === undefined) throw new Error('a history run was left out with no run-wide limit')
  return found.limit
}

/** A leg's history runs up to the first the budget left out (a later one kept for another leg is not). */
function keptHistory(history: readonly SideFiles[], parsed: ParsedSides): SideFiles[] {
  const end = history.findIndex((run) => !parsed.has(run))
  return end < 0 ? [...history] : history.slice(0, end)
}
