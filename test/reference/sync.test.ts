/**
 * The copies in test/reference/ are the project's shared reference set, byte for byte. Where that
 * set sits beside the repository (`../shared/`, as on the developers' machines and in CI), every
 * copy must equal its original, so a revision of the set cannot go unnoticed; a lone clone has
 * nothing to compare with and shows the check as skipped, under a title that says why.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { REFERENCE_DIR } from './reference-set.js'

const SHARED = path.resolve(REFERENCE_DIR, '../../../shared')
/** Files of this folder that are the project's own, not copies. */
const OWN = ['README.md', 'reference-set.ts', 'sync.test.ts']

/** Files under `root/dir`, as paths relative to `root`. */
function filesUnder(root: string, dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name)
    return entry.isDirectory() ? filesUnder(root, relative) : [relative]
  })
}

const copies = filesUnder(REFERENCE_DIR, '.')
  .map((file) => path.posix.normalize(file))
  .filter((file) => !OWN.includes(file))
  .sort()
const besideShared = existsSync(SHARED)
const title = 'test/reference/ copies are byte-identical to ../shared/'

describe.skipIf(!besideShared)(
  besideShared ? title : `${title} (skipped: no ../shared/ beside this repository)`,
  () => {
    it('copies the vectors and the whole peer set, nothing else', () => {
      const peer = 'peer-fixtures/github-action-benchmark'
      expect(copies).toEqual(['stats-vectors.json', ...filesUnder(SHARED, peer)].sort())
    })

    it.each(copies)('%s', (file) => {
      const copy = readFileSync(path.join(REFERENCE_DIR, file))
      expect(copy.equals(readFileSync(path.join(SHARED, file))), `${file} differs`).toBe(true)
    })
  },
)
