// `npm run bench [name]`: bundles each benchmark in bench/ with esbuild (the sources are TypeScript)
// and runs it with plain node, one after the other, so timings never overlap. The Action and CLI
// bundles of the current sources are built first, with the options of `npm run bundle`, into a
// scratch directory (never dist/), and passed to the benchmarks as BENCH_DIST.
import { build } from 'esbuild'
import { mkdtempSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { bundle } from './bundle.mjs'

const only = process.argv[2]
const entries = readdirSync('bench').filter(
  (f) => f.endsWith('.ts') && f !== 'generate-inputs.ts' && (!only || f.includes(only)),
)
const outdir = mkdtempSync(path.join(tmpdir(), 'bench-verdict-bench-'))
process.env.BENCH_DIST = path.join(outdir, 'dist')
await bundle(process.env.BENCH_DIST)
for (const entry of entries) {
  const outfile = path.join(outdir, entry.replace(/\.ts$/, '.mjs'))
  await build({
    entryPoints: [path.join('bench', entry)],
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
  console.log(`\n== ${entry}`)
  await import(pathToFileURL(outfile).href)
}
