// `npm run schema:policy`: writes schema/policy.schema.json from the zod schema in
// src/settings/policy-schema.ts, so editors can complete and check `.github/bench-verdict.yml`.
// Node 20 cannot import TypeScript, so esbuild bundles the generator in memory first.
// src/settings/policy-json-schema.test.ts fails (in `npm test`, so in .ci/run) when the
// checked-in file is not what this script writes.
import { build } from 'esbuild'
import { Buffer } from 'node:buffer'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { format, resolveConfig } from 'prettier'

const bundle = await build({
  stdin: {
    contents:
      "export { policyJsonSchema, POLICY_SCHEMA_FILE } from './src/settings/policy-json-schema.ts'",
    resolveDir: process.cwd(),
    loader: 'ts',
  },
  bundle: true,
  write: false,
  format: 'esm',
  platform: 'node',
  logLevel: 'warning',
})
const code = bundle.outputFiles[0].text
// The schema module must stay free of CommonJS dependencies (a data: URL cannot `require`).
const { policyJsonSchema, POLICY_SCHEMA_FILE } = await import(
  `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`
)
const file = path.resolve(POLICY_SCHEMA_FILE)
const text = await format(JSON.stringify(policyJsonSchema()), {
  ...(await resolveConfig(file)),
  parser: 'json',
})
await mkdir(path.dirname(file), { recursive: true })
await writeFile(file, text)
console.log(`wrote ${POLICY_SCHEMA_FILE}`)
