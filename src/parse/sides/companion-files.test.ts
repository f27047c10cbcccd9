import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../../../test/support/fixtures.js'
import { parseResultFiles } from '../parse-files.js'

const FOLDER = 'fixtures/callgrind-text/with-companions'
const files = readdirSync(path.join(REPO_ROOT, FOLDER))
  .filter((f) => f !== 'PROVENANCE.md')
  .map((f) => ({
    name: `${FOLDER}/${f}`,
    bytes: new Uint8Array(readFileSync(path.join(REPO_ROOT, FOLDER, f))),
  }))

describe("a harness's output folder with companion files (F44)", () => {
  it('reads the callgrind results and summarises the annotate reports and logs in one note', () => {
    const side = parseResultFiles(files, 'auto')
    expect(side.results.map((r) => [r.benchmark.name, r.metricName])).toEqual([
      ['kernel 200000', 'Ir'],
      ['kernel 400000', 'Ir'],
    ])
    expect(side.diagnostics.map((d) => [d.severity, d.message])).toEqual([
      [
        'warning',
        `4 companion files of the harness are not results and were not read: 2 callgrind_annotate/cg_annotate output (${FOLDER}/annotate-32700.txt, ${FOLDER}/annotate-32730.txt); 2 valgrind log (${FOLDER}/valgrind.32700.log, ${FOLDER}/valgrind.32730.log)`,
      ],
    ])
  })

  it('keeps the error of an unknown file that is no companion', () => {
    const side = parseResultFiles(
      [
        ...files,
        { name: `${FOLDER}/results.txt`, bytes: new TextEncoder().encode('fib 12.5 ms\n') },
      ],
      'auto',
    )
    expect(side.diagnostics.filter((d) => d.severity === 'error').map((d) => d.file)).toEqual([
      `${FOLDER}/results.txt`,
    ])
  })

  it('says nothing is summarised when no file of the side held results', () => {
    const logs = files.filter((f) => f.name.endsWith('.log'))
    const side = parseResultFiles(logs, 'auto')
    expect(side.diagnostics.map((d) => d.message.slice(0, 22))).toEqual([
      'format not recognised ',
      'format not recognised ',
    ])
  })
})
