// `npm run bench`: bundles each benchmark in bench/ with esbuild (the sources are TypeScript) and runs
// it with plain node, one after the other, so timings never overlap.
import { build } from 'esbuild'
import { mkdtempSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

const only = process.argv[2]
const entries = readdirSync('bench').filter(
  (f) => f.endsWith('.ts') && f !== 'generate-inputs.ts' && (!only || f.includes(only)),
)
const outdir = mkdtempSync(path.join(tmpdir(), 'bench-verdict-bench-'))
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
