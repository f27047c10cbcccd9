// `npm run stress`: the hostile-artifact stress test (issue 8). Bundles test/hostile/stress.ts with
// esbuild (the sources are TypeScript) and runs it: it writes the hostile corpus, runs each case in
// its own process and asserts the case's bounds on time and memory. Arguments pass through:
// `npm run stress -- --only zip-bomb-ratio`, `npm run stress -- --write-corpus <dir>`.
import { build } from 'esbuild'
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const outdir = mkdtempSync(path.join(tmpdir(), 'bench-verdict-stress-'))
const outfile = path.join(outdir, 'stress.mjs')
await build({
  entryPoints: ['test/hostile/stress.ts'],
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
const run = spawnSync(process.execPath, [outfile, ...process.argv.slice(2)], { stdio: 'inherit' })
rmSync(outdir, { recursive: true, force: true })
process.exit(run.status ?? 1)
