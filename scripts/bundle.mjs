// Builds the committed bundles: dist/index.js (the Action) and dist/cli.js (the CLI).
// Reproducible: pinned esbuild, no timestamps, stable chunk names; `.ci/run` diffs dist/ after it.
import { build } from 'esbuild'
import { rm } from 'node:fs/promises'
import { writeLicenses } from './licenses.mjs'

await rm('dist', { recursive: true, force: true })
const result = await build({
  entryPoints: { index: 'src/main.ts', cli: 'src/cli.ts' },
  outdir: 'dist',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  // jsonc-parser's `main` is a UMD build with dynamic require(); its `module` build is plain ESM.
  mainFields: ['module', 'main'],
  target: 'node20',
  sourcemap: false,
  minify: false,
  legalComments: 'none',
  chunkNames: 'chunks/[name]-[hash]',
  metafile: true,
  logLevel: 'warning',
  // Some bundled CommonJS dependencies call require() for Node built-ins.
  banner: {
    js: "import { createRequire as __bvCreateRequire } from 'node:module'; const require = __bvCreateRequire(import.meta.url);",
  },
})
await writeLicenses(result.metafile, 'dist/licenses.txt')
