import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../../../test/support/fixtures.js'
import { poolResults } from '../../compare/pairing/pool-results.js'
import type { ResultFile } from '../../model/result-file.js'
import { parseResultFiles } from '../parse-files.js'

const TREE = 'fixtures/criterion-json/target/criterion'

/** The real files of one benchmark's `new/` (or `base/`) folder, under another directory name. */
function folder(from: string, kind: 'new' | 'base', as: string, root = TREE): ResultFile[] {
  const dir = path.join(REPO_ROOT, TREE, from, kind)
  return readdirSync(dir).map((file) => ({
    name: `${root}/${as}/new/${file}`,
    bytes: new Uint8Array(readFileSync(path.join(dir, file))),
  }))
}

describe('one benchmark key twice on a side (F41, F42)', () => {
  it('names both directories of a stale Criterion directory and does not pool them', () => {
    // newton_200/ as Criterion 0.3 names it, and a stale newton/200/ left in a cached target/
    // holding the first run's sample (the real base/ files): the same full_id "newton/200".
    const side = parseResultFiles(
      [...folder('newton_200', 'new', 'newton_200'), ...folder('newton_200', 'base', 'newton/200')],
      'auto',
    )
    expect(side.diagnostics.map((d) => [d.severity, d.message])).toEqual([
      [
        'warning',
        `"newton/200" is in two directories of one Criterion tree, ${TREE}/newton_200 and ${TREE}/newton/200: one is stale (a cached target/?); not compared until one is removed`,
      ],
    ])
    const times = side.results.filter((r) => r.metric === 'wall-time')
    expect(times).toHaveLength(2)
    expect(poolResults(times).conflict).toMatch(/is in two directories of one Criterion tree/)
  })

  it('pools the same directory of two trees (two runs) and counts the files', () => {
    const side = parseResultFiles(
      [
        ...folder('newton_200', 'new', 'newton_200', 'run-1/target/criterion'),
        ...folder('newton_200', 'base', 'newton_200', 'run-2/target/criterion'),
      ],
      'auto',
    )
    expect(side.diagnostics).toEqual([])
    const pooled = poolResults(side.results.filter((r) => r.metric === 'wall-time'))
    // Each run measured 20 samples (the fixture's sample_size), so the pooled side holds 40.
    expect([pooled.conflict, pooled.files, pooled.samples.length]).toEqual([null, 2, 40])
  })
})
