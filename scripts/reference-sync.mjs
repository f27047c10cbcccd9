/**
 * Checks that the copies in test/reference/ equal, byte for byte, the reference set they were
 * copied from (test/reference/README.md gives each file's provenance): the stats vectors and the
 * whole peer-fixture set, nothing more and nothing less. The tests read only the copies, so a clone
 * needs nothing beside it; this check is what keeps a revision of the original set from going
 * unnoticed. `.ci/run` calls it with the folder of the original set where CI has one.
 *
 * Usage: node scripts/reference-sync.mjs <folder of the original reference set>
 * Exit status: 0 when every copy is equal, 1 when one differs, is missing or is extra, 2 on usage.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const REFERENCE_DIR = fileURLToPath(new URL('../test/reference/', import.meta.url))
/** Files of test/reference/ that are the repository's own, not copies. */
const OWN = new Set(['README.md', 'reference-set.ts'])
const PEER = 'peer-fixtures/github-action-benchmark'

/** Files under `root/dir`, as sorted POSIX paths relative to `root`. */
function filesUnder(root, dir) {
  return readdirSync(path.join(root, dir), { withFileTypes: true })
    .flatMap((entry) => {
      const relative = path.posix.join(dir, entry.name)
      return entry.isDirectory() ? filesUnder(root, relative) : [relative]
    })
    .sort()
}

const original = process.argv[2]
if (original === undefined || !existsSync(original)) {
  console.error('usage: node scripts/reference-sync.mjs <folder of the original reference set>')
  process.exit(2)
}

const copies = filesUnder(REFERENCE_DIR, '.')
  .map((file) => path.posix.normalize(file))
  .filter((file) => !OWN.has(file))
const expected = ['stats-vectors.json', ...filesUnder(original, PEER)].sort()
const problems = [
  ...expected.filter((f) => !copies.includes(f)).map((f) => `${f}: not copied`),
  ...copies.filter((f) => !expected.includes(f)).map((f) => `${f}: not in the original set`),
  ...copies
    .filter((f) => expected.includes(f))
    .filter(
      (f) =>
        !readFileSync(path.join(REFERENCE_DIR, f)).equals(readFileSync(path.join(original, f))),
    )
    .map((f) => `${f}: differs from the original`),
]
for (const problem of problems) console.error(`test/reference/${problem}`)
console.log(
  problems.length === 0
    ? `test/reference/: all ${copies.length} copies equal the original set`
    : `test/reference/: ${problems.length} of the copies do not match; copy the originals again`,
)
process.exit(problems.length === 0 ? 0 : 1)
