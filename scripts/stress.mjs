// `npm run stress`: the attack suites of docs/security.md, one line each in SUITES. Each is
// bundled with esbuild (the sources are TypeScript) and run in turn; arguments pass through
// (`npm run stress -- --only zip-bomb-ratio`). The exit status is 1 when any suite fails.
//   test/hostile/stress.ts      hostile artifacts: time and memory bounds per case
//   test/hostile/api-stress.ts  the GitHub API: comment hijack, budgets, deadlines (fake API)
import { build } from 'esbuild'
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'

// One line per suite, so suites are added without touching each other's lines.
// prettier-ignore
const SUITES = [
  'test/hostile/stress.ts',
  'test/hostile/api-stress.ts',
]

const args = process.argv.slice(2)
// `--write-corpus` belongs to the hostile-artifact suite alone.
const suites = args.includes('--write-corpus') ? SUITES.slice(0, 1) : SUITES
const outdir = mkdtempSync(path.join(tmpdir(), 'bench-verdict-stress-'))
let failed = 0
const started = performance.now()
for (const entry of suites) {
  const outfile = path.join(outdir, `${path.basename(entry, '.ts')}.mjs`)
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    mainFields: ['module', 'main'],
    logLevel: 'warning',
    banner: {
      js: "import { createRequire as __c } from 'node:module'; const require = __c(import.meta.url);",
    },
  })
  const run = spawnSync(process.execPath, [outfile, ...args], { stdio: 'inherit' })
  if (run.status !== 0) failed++
}
rmSync(outdir, { recursive: true, force: true })
// Worded so that no CI reads it as a test runner's closing line: "2 of 2 suites passed" reads
// like cabal's count of test suites with no test case, and the run was taken for one that ran no
// test. The tests' own summary is vitest's, which .ci/run prints last.
const seconds = ((performance.now() - started) / 1000).toFixed(0)
console.log(
  failed === 0
    ? `\nattack suites: every suite held (${suites.length} suites, ${seconds} s)`
    : `\nattack suites: ${failed} of ${suites.length} did not hold (${seconds} s)`,
)
process.exit(failed === 0 ? 0 : 1)
