/**
 * github-action-benchmark's history file, `data.js` on its gh-pages branch:
 * `window.BENCHMARK_DATA = { lastUpdate, repoUrl, entries: { <suite>: [{ commit, date, tool,
 * benches }] } }`. It is JavaScript from an untrusted branch, so it is never evaluated: the one
 * assignment prefix (and a trailing `;`) is blanked out and the rest must be one JSON object.
 * Each commit becomes one history run; its files are the peer's own entry shape
 * (`{ "tool", "benches" }`, one per suite), which the custom JSON adapter reads
 * (docs/migrating-from-github-action-benchmark.md, test/field-cases.md F49).
 */
import { z } from 'zod'
import { diagnostic, type Diagnostic } from '../../model/diagnostic.js'
import { UnreadableFile, type ResultFile } from '../../model/result-file.js'
import { decodeText } from '../text/decode-text.js'
import { overReadWholeLimit } from '../text/read-whole-limit.js'
import { readJsonDocument } from './json-document.js'
import { jsonTreeTooLarge } from './json-tree-cost.js'
import { childPath, readRecord } from './json-records.js'

/** One commit of the history, as the files of one earlier base run. */
export interface PeerHistoryRun {
  /** The commit SHA the peer recorded (`commit.id`). */
  readonly commit: string
  /** The peer's `date` (ms since the epoch) of the newest entry for this commit. */
  readonly date: number
  readonly files: ResultFile[]
}

export interface PeerHistory {
  /** Newest first, at most the number asked for. */
  readonly runs: PeerHistoryRun[]
  readonly diagnostics: Diagnostic[]
}

const PREFIX = /^(\s*)window\s*\.\s*BENCHMARK_DATA\s*=/

/**
 * What a user can do about a history too large to read: it is one file the peer Action rewrites
 * with every commit, so it cannot be split; it can keep fewer commits, and only the newest
 * `history` of them are used here.
 */
const SMALLER_HISTORY_ADVICE =
  "keep fewer commits in it (github-action-benchmark's `max-items-in-chart` input), or pass a copy holding only the newest commits: only as many as the `history` setting asks for are used"

const Data = z.looseObject({ entries: z.record(z.string(), z.array(z.unknown())) })
const Entry = z.looseObject({
  commit: z.looseObject({ id: z.string().min(1) }),
  date: z.number(),
  tool: z.string(),
  benches: z.array(z.unknown()),
})

/** Whether `text` starts like the peer's history file (its assignment prefix). */
export function looksLikePeerHistory(text: string): boolean {
  return PREFIX.test(text.slice(0, 200).replace(/^\uFEFF/, ''))
}

/**
 * The newest `newest` commits of a data.js file (or of the same object saved as plain JSON), each
 * as one history run, skipping the commits in `skip` (the base and head commits themselves are
 * not earlier runs). A commit in several suites is one run with one file per suite. A file that is
 * not one JSON object after the prefix is one error naming its line and column; a malformed entry
 * is an error naming its JSON path, and the other entries are still read. The file is held to the
 * limits of any file parse reads whole (docs/security.md "Reading is bounded"): over 16 MiB
 * (MAX_PARSED_FILE_BYTES) it is refused by name before it is read, and a text whose JSON tree
 * would pass MAX_JSON_TREE_BYTES (json-tree-cost.ts) before it is parsed; either gives no run and
 * one error naming the file, and the rest of the run is compared without this history.
 *
 * @param file the history file's name and bytes
 * @param newest how many runs to return (the `history` setting)
 * @param skip commit SHAs (full or abbreviated to 7+ characters) never returned as history
 */
export function splitPeerHistory(
  file: ResultFile,
  newest: number,
  skip: readonly string[] = [],
): PeerHistory {
  const refused = (message: string): PeerHistory => ({
    runs: [],
    diagnostics: [diagnostic('error', file.name, '', message)],
  })
  // The limits of any file parse reads whole (docs/security.md "Reading is bounded"): by the
  // listed size before reading it, by its bytes, then by the JSON tree it would build.
  const listedTooLarge =
    file.size === undefined ? undefined : overReadWholeLimit(file.size, SMALLER_HISTORY_ADVICE)
  if (listedTooLarge !== undefined) return refused(listedTooLarge)
  let bytes: Uint8Array
  try {
    bytes = file.bytes
  } catch (error) {
    if (!(error instanceof UnreadableFile)) throw error
    return refused(error.message)
  }
  const tooLarge = overReadWholeLimit(bytes.byteLength, SMALLER_HISTORY_ADVICE)
  if (tooLarge !== undefined) return refused(tooLarge)
  const decoded = decodeText(file.name, bytes)
  const diagnostics: Diagnostic[] = [...decoded.diagnostics.filter((d) => d.severity !== 'info')]
  if (decoded.binary) return { runs: [], diagnostics }
  // Blanked, not cut: offsets, and so the lines and columns of syntax errors, stay those of the file.
  const text = decoded.text
    .replace(PREFIX, (match, space: string) => space + ' '.repeat(match.length - space.length))
    .replace(/;\s*$/, (match) => ' '.repeat(match.length))
  const treeTooLarge = jsonTreeTooLarge(text, 0, text.length, SMALLER_HISTORY_ADVICE)
  if (treeTooLarge !== undefined)
    return {
      runs: [],
      diagnostics: [...diagnostics, diagnostic('error', file.name, '', treeTooLarge)],
    }
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    // Not one JSON document: a syntax error (named by line), or more JavaScript around the
    // object, which is refused rather than skipped as a harness banner would be.
    const document = readJsonDocument({ name: file.name, text })
    const located = document.ok ? [] : document.diagnostics
    return {
      runs: [],
      diagnostics: [
        ...diagnostics,
        ...located,
        ...(located.length > 0
          ? []
          : [
              diagnostic(
                'error',
                file.name,
                '',
                'not a github-action-benchmark history: expected `window.BENCHMARK_DATA = {…}` with one JSON object and nothing else (the file is never run as JavaScript)',
              ),
            ]),
      ],
    }
  }
  const data = readRecord(Data, value, file.name, '$', diagnostics)
  if (!data) return { runs: [], diagnostics }
  const commits = new Map<string, { date: number; files: ResultFile[] }>()
  for (const [suite, entries] of Object.entries(data.entries)) {
    entries.forEach((raw, index) => {
      const path = childPath(childPath('$.entries', suite), index)
      const entry = readRecord(Entry, raw, file.name, path, diagnostics)
      if (!entry) return
      const id = entry.commit.id
      const run = commits.get(id) ?? { date: entry.date, files: [] }
      run.date = Math.max(run.date, entry.date)
      run.files.push({
        name: `${file.name}: ${path} (commit ${id.slice(0, 12)})`,
        bytes: new TextEncoder().encode(
          JSON.stringify({ tool: entry.tool, benches: entry.benches }),
        ),
        format: 'custom-json',
      })
      commits.set(id, run)
    })
  }
  if (commits.size === 0)
    diagnostics.push(diagnostic('warning', file.name, '$.entries', 'the history holds no commits'))
  const skipped = (id: string) =>
    skip.some((sha) => sha.length >= 7 && (id.startsWith(sha) || sha.startsWith(id)))
  const runs = [...commits.entries()]
    .filter(([id]) => !skipped(id))
    .map(([commit, run]) => ({ commit, date: run.date, files: run.files }))
    .sort((a, b) => b.date - a.date)
    .slice(0, Math.max(0, newest))
  return { runs, diagnostics }
}
