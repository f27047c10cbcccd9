/**
 * The reference set the tests check the code against, read from the copies in this folder
 * (README.md says where each file comes from). Tests read reference files only through this
 * module, so the repository needs nothing beside it; a missing file or vector throws, so the
 * suite that asked for it fails to load instead of defining fewer tests.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

export const REFERENCE_DIR = import.meta.dirname
const PEER_DIR = path.join(REFERENCE_DIR, 'peer-fixtures/github-action-benchmark')

interface StatsVectors {
  readonly cases: readonly { readonly id: string }[]
}

let vectors: StatsVectors | undefined

function statsVectors(): StatsVectors {
  vectors ??= JSON.parse(
    readFileSync(path.join(REFERENCE_DIR, 'stats-vectors.json'), 'utf8'),
  ) as StatsVectors
  return vectors
}

/** Every case of stats-vectors.json, in file order; each test casts to the shape it reads. */
export function vectorCases(): readonly unknown[] {
  return statsVectors().cases
}

/** The case with this id; throws when there is none (a renamed or removed vector). */
export function vectorCase(id: string): unknown {
  const found = statsVectors().cases.find((c) => c.id === id)
  if (found === undefined) throw new Error(`stats-vectors.json has no case ${id}`)
  return found
}

/** A file of the peer Action's test set, by its path in that set (`files/…`), as bytes. */
export function peerFixture(relative: string): Buffer {
  return readFileSync(path.join(PEER_DIR, relative))
}

/** The peer's `expected.json`: what it extracts from each file. */
export function peerExpected(): unknown {
  return JSON.parse(peerFixture('expected.json').toString('utf8'))
}
