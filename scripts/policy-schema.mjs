// `npm run schema:policy`: writes schema/policy.schema.json from the zod schema in
// src/settings/policy-schema.ts, so editors can complete and check `.github/bench-verdict.yml`.
// `--check` writes nothing and exits 1 when the checked-in file is not what this script would
// write (test/docs/generated.test.ts runs it, so `npm test` and .ci/run catch a stale file).
//
// Node 20 cannot import TypeScript, so esbuild bundles the generator first. The schema reaches the
// policy stage through its door (src/policy/judge.ts), and with it compare's @stdlib functions,
// whose CommonJS `debug` dependency calls `require('tty')`: an ESM bundle has no `require`, so
// the bundle gets one from `createRequire`, as dist's bundles do (scripts/bundle.mjs), and is
// imported from a scratch file (a data: URL has no file location to require from).
import { build } from 'esbuild'
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { format, resolveConfig } from 'prettier'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const check = process.argv.includes('--check')

const scratch = await mkdtemp(path.join(tmpdir(), 'bench-verdict-schema-'))
let generated
try {
  const outfile = path.join(scratch, 'policy-json-schema.mjs')
  await build({
    stdin: {
      contents:
        "export { policyJsonSchema, POLICY_SCHEMA_FILE } from './src/settings/policy-json-schema.ts'",
      resolveDir: ROOT,
      loader: 'ts',
    },
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    mainFields: ['module', 'main'],
    logLevel: 'warning',
    banner: {
      js: "import { createRequire as __bvCreateRequire } from 'node:module'; const require = __bvCreateRequire(import.meta.url);",
    },
  })
  generated = await import(pathToFileURL(outfile).href)
} finally {
  await rm(scratch, { recursive: true, force: true })
}

const { policyJsonSchema, POLICY_SCHEMA_FILE } = generated
const file = path.join(ROOT, POLICY_SCHEMA_FILE)
const text = await format(JSON.stringify(policyJsonSchema()), {
  ...(await resolveConfig(file)),
  parser: 'json',
})
if (check) {
  const current = await readFile(file, 'utf8').catch(() => '')
  if (current === text) {
    console.log(`${POLICY_SCHEMA_FILE} matches src/settings/policy-schema.ts.`)
  } else {
    console.log(
      `${POLICY_SCHEMA_FILE} is not what src/settings/policy-schema.ts generates: run \`npm run schema:policy\`.`,
    )
    process.exitCode = 1
  }
} else {
  await mkdir(path.dirname(file), { recursive: true })
  await writeFile(file, text)
  console.log(`wrote ${POLICY_SCHEMA_FILE}`)
}
