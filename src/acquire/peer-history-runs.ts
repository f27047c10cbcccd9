/**
 * History runs from github-action-benchmark's `data.js` (docs/migrating-from-github-action-benchmark.md):
 * a history side whose one file is that history becomes one history run per commit, the newest
 * first. Splitting reads JSON only (parse's `splitPeerHistory`); nothing in the file is run.
 */
import * as fs from 'node:fs'
import { diagnostic } from '../model/diagnostic.js'
import { plural } from '../model/plural.js'
import { looksLikePeerHistory, splitPeerHistory } from '../parse/parse-files.js'
import { readListedFile, UnreadableFile, type ResultFile } from '../model/result-file.js'
import type { SideFiles } from './side-files.js'

const HEAD_BYTES = 256

/**
 * The first 256 bytes of `file` as text ('' when it cannot be read: parse reports it then). A
 * file on disk has only those read (it may be up to the 200 MiB acquire admits); another lazy
 * file is read whole and dropped at once: one file at a time.
 */
function headOf(file: ResultFile): string {
  try {
    const head =
      file.path !== undefined && file.size !== undefined
        ? readListedFile(fs, file.path, file.size, HEAD_BYTES)
        : file.bytes.subarray(0, HEAD_BYTES)
    return new TextDecoder().decode(head)
  } catch (error) {
    if (error instanceof UnreadableFile) return ''
    throw error
  }
}

/**
 * What became of a history file that yielded `used` runs of the `newest` asked for. No run is
 * "read" when the file was refused or held none: the note then says only that none was taken.
 */
function historyNote(used: number, newest: number): string {
  if (used === 0)
    return 'is a github-action-benchmark history, but no earlier base run was taken from it'
  const which = used < newest ? `all it has (${newest} asked for)` : 'the newest'
  return `read as github-action-benchmark history: ${plural(used, 'commit')} used as earlier base runs, ${which}`
}

/**
 * Each history side as given, except that a file holding the peer's history (`window.BENCHMARK_DATA
 * = …`) is replaced by its newest `newest` commits, each one history run, minus the `skip` commits
 * (base and head). Problems reading the history are the first run's diagnostics, or a run of
 * their own when no commit could be read.
 *
 * @param newest the `history` setting: how many earlier runs to use
 */
export function expandPeerHistory(
  sides: readonly SideFiles[],
  newest: number,
  skip: readonly string[] = [],
): SideFiles[] {
  return sides.flatMap((side): SideFiles[] => {
    const histories = side.files.filter((file) => looksLikePeerHistory(headOf(file)))
    if (histories.length === 0) return [side]
    const others = side.files.filter((file) => !histories.includes(file))
    const runs: SideFiles[] = others.length > 0 ? [{ ...side, files: others }] : []
    for (const file of histories) {
      const history = splitPeerHistory(file, newest, skip)
      const note = diagnostic('info', file.name, '', historyNote(history.runs.length, newest))
      const problems = [
        ...(runs.length === 0 ? side.diagnostics : []),
        ...history.diagnostics,
        note,
      ]
      if (history.runs.length === 0) runs.push({ files: [], diagnostics: problems })
      history.runs.forEach((run, i) =>
        runs.push({ files: run.files, diagnostics: i === 0 ? problems : [] }),
      )
    }
    return runs
  })
}
