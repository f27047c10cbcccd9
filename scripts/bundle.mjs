// Builds the committed bundles: dist/index.js (the Action) and dist/cli.js (the CLI).
// Reproducible: pinned esbuild, no timestamps, stable chunk names; `.ci/run` diffs dist/ after it.
// `npm run bench` builds the same bundle into a scratch directory with `bundle(outdir)`.
import { build } from 'esbuild'
import { readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { writeLicenses } from './licenses.mjs'

const modules = path.resolve('node_modules')

/**
 * Keeps what no run of ours needs out of the bundle's start. The Action starts on every
 * push of every PR, and Node compiles and runs every module a bundle imports before our first line:
 * - @actions/core imports its OIDC client, and with it @actions/http-client and undici (~800 KiB),
 *   for `getIDToken` alone, which we never call: that module now loads on first use.
 * - @actions/github's entry builds Octokit's defaults (and http-client, undici) when imported; we
 *   use only its `context`, taken here from the package's own context module. Importing anything
 *   else from '@actions/github' fails the build, so the shim cannot hide a missing export.
 * - zod's namespace carries 40 locales for its messages; our diagnostics are English: `en` only.
 */
const leanStart = {
  name: 'lean-start',
  setup(build) {
    const core = path.join(modules, '@actions/core/lib')
    build.onResolve({ filter: /^\.\/oidc-utils\.js$/ }, (args) =>
      args.importer.startsWith(core) && args.kind === 'import-statement'
        ? { path: 'oidc-utils', namespace: 'lean-start' }
        : undefined,
    )
    build.onLoad({ filter: /^oidc-utils$/, namespace: 'lean-start' }, () => ({
      contents: `export class OidcClient {
        static async getIDToken(audience) {
          const { OidcClient } = await import(${JSON.stringify(path.join(core, 'oidc-utils.js'))})
          return OidcClient.getIDToken(audience)
        }
      }`,
      resolveDir: core,
    }))
    build.onResolve({ filter: /^@actions\/github$/ }, () => ({
      path: 'github',
      namespace: 'lean-start',
    }))
    build.onLoad({ filter: /^github$/, namespace: 'lean-start' }, () => ({
      contents: `import { Context } from ${JSON.stringify(path.join(modules, '@actions/github/lib/context.js'))}
        export const context = new Context()`,
      resolveDir: modules,
    }))
    const zod = path.join(modules, 'zod/v4')
    build.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) =>
      args.importer.startsWith(zod) ? { path: 'zod-locales', namespace: 'lean-start' } : undefined,
    )
    build.onLoad({ filter: /^zod-locales$/, namespace: 'lean-start' }, () => ({
      contents: `export { default as en } from ${JSON.stringify(path.join(zod, 'locales/en.js'))}`,
      resolveDir: zod,
    }))
  },
}

/**
 * The runtimes the bundle serves: the Action runs on the runner's Node 24 (action.yml `node24`), the
 * CLI on any Node the package's `engines` allow (>= 20). Both share chunks (the whole pipeline), so
 * one build serves both, and it must be built for the older runtime: esbuild's target only decides
 * which syntax is rewritten for older engines, never which runtime APIs the code calls.
 */
const CLI_TARGET = 'node20'
const ACTION_TARGET = 'node24'

const options = (outdir, target) => ({
  entryPoints: {
    index: 'src/main.ts',
    cli: 'src/cli.ts',
    'parse-worker': 'src/parse/threads/parse-worker.ts',
  },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  // jsonc-parser's `main` is a UMD build with dynamic require(); its `module` build is plain ESM.
  mainFields: ['module', 'main'],
  target,
  sourcemap: false,
  minify: false,
  legalComments: 'none',
  chunkNames: 'chunks/[name]-[hash]',
  metafile: true,
  logLevel: 'warning',
  plugins: [leanStart],
  // Some bundled CommonJS dependencies call require() for Node built-ins.
  banner: {
    js: "import { createRequire as __bvCreateRequire } from 'node:module'; const require = __bvCreateRequire(import.meta.url);",
  },
})

/**
 * Bundles the Action and the CLI into `outdir`; returns esbuild's metafile.
 *
 * The build targets the CLI's Node 20, and is then built again in memory for the Action's Node 24:
 * the two must be byte for byte the same, so dist/index.js is exactly the Action's node24 build and
 * carries nothing rewritten for Node 20 alone. The day esbuild would lower some syntax for Node 20
 * that Node 24 runs natively, the bundle fails here, and the Action and the CLI need builds (and
 * chunks) of their own, rather than the Action silently running code shaped for an older Node.
 */
export async function bundle(outdir) {
  await rm(outdir, { recursive: true, force: true })
  const result = await build(options(outdir, CLI_TARGET))
  const action = await build({ ...options(outdir, ACTION_TARGET), write: false, metafile: false })
  const differing = []
  for (const file of action.outputFiles) {
    const written = await readFile(file.path, 'utf8').catch(() => undefined)
    if (written !== file.text) differing.push(path.relative(outdir, file.path))
  }
  if (
    differing.length > 0 ||
    action.outputFiles.length !== Object.keys(result.metafile.outputs).length
  )
    throw new Error(
      `the ${ACTION_TARGET} build differs from the ${CLI_TARGET} build (${differing.join(', ') || 'in its files'}): ` +
        `esbuild now rewrites syntax for ${CLI_TARGET} that ${ACTION_TARGET} runs natively; build the Action ` +
        `(dist/index.js, target ${ACTION_TARGET}) and the CLI (dist/cli.js, target ${CLI_TARGET}) separately.`,
    )
  return result.metafile
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const metafile = await bundle('dist')
  await writeLicenses(metafile, 'dist/licenses.txt')
}
