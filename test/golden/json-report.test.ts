import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import * as prettier from 'prettier'
import { describe, expect, it } from 'vitest'
import { COMMENT_MAX_LENGTH, renderComment } from '../../src/report/markdown/render-comment.js'
import { readReportJson } from '../../src/report/json/read-report-json.js'
import { renderJson, reportObject } from '../../src/report/json/render-json.js'
import { REPORT_SCHEMA_VERSION, reportJsonSchema } from '../../src/report/json/report-schema.js'
import { runCli } from '../../src/shell/run-cli.js'
import { REPO_ROOT } from '../support/fixtures.js'
import { SCHEMA_PATH, schemaProblems } from '../support/report-schema-validator.js'
import { failScenario, GOLDEN_SCENARIOS, passScenario } from './scenarios.js'

const OPTIONS = { maxLength: COMMENT_MAX_LENGTH, fullReportName: 'the job summary' }

describe('the JSON report', () => {
  it('ships the schema generated from the zod schema (run `vitest -u` after changing it)', async () => {
    // Formatted as `npm run format` would, so `format:check` accepts the committed file.
    const options = await prettier.resolveConfig(SCHEMA_PATH)
    const text = await prettier.format(JSON.stringify(reportJsonSchema()), {
      ...options,
      parser: 'json',
    })
    await expect(text).toMatchFileSnapshot('../../schema/report.schema.json')
  })

  it.each(GOLDEN_SCENARIOS)('of the %s scenario validates against the shipped schema', (_, data) => {
    expect(schemaProblems(JSON.parse(renderJson(data)))).toEqual([])
  })

  it('of a real run of the CLI validates against the shipped schema', async () => {
    const out = path.join(mkdtempSync(path.join(tmpdir(), 'bv-json-')), 'report.json')
    const code = await runCli(
      [
        'compare',
        '--base',
        'fixtures/asv-json/base.json',
        '--head',
        'fixtures/asv-json/head.json',
        '--output',
        'json',
        '--out',
        out,
      ],
      { cwd: REPO_ROOT, stdout: () => undefined, stderr: () => undefined, color: false },
    )
    expect(code).toBeLessThan(2)
    const report = JSON.parse(readFileSync(out, 'utf8')) as { comparisons: unknown[] }
    expect(report.comparisons.length).toBeGreaterThan(0)
    expect(schemaProblems(report)).toEqual([])
  })

  it('of several matrix legs validates too', () => {
    const document = {
      schemaVersion: REPORT_SCHEMA_VERSION,
      verdict: { level: 'fail', headline: '1 of 2 legs fails (linux)', reasons: [] },
      rerun: ['linux: BM_Crc32/16384'],
      legs: [
        { leg: 'linux', ...reportObject(failScenario) },
        { leg: 'macos', ...reportObject(passScenario) },
      ],
    }
    expect(schemaProblems(JSON.parse(JSON.stringify(document)))).toEqual([])
  })

  it('rejects what is not a report, naming the path', () => {
    expect(schemaProblems({ schemaVersion: 1, verdict: { level: 'maybe' } }).length).toBeGreaterThan(0)
    const read = readReportJson({ ...JSON.parse(renderJson(passScenario)), comparisons: [{}] })
    expect(read.ok).toBe(false)
    if (!read.ok) expect(read.problems[0]).toMatch(/^\$\.comparisons\[0\]\./)
  })

  it.each(GOLDEN_SCENARIOS)(
    'carries everything the %s comment is rendered from (preview re-renders it identically)',
    (_, data) => {
      const read = readReportJson(JSON.parse(renderJson(data)))
      expect(read.ok).toBe(true)
      if (!read.ok) return
      expect(read.reports).toHaveLength(1)
      const [again] = read.reports
      expect(again && renderComment(again.report, OPTIONS)).toBe(renderComment(data, OPTIONS))
    },
  )

  it('lists the re-run filters beside the re-run list', () => {
    const report = JSON.parse(renderJson(failScenario)) as {
      rerun: string[]
      rerunFilters: { format: string; filter: string }[]
    }
    expect(report.rerun).toEqual([
      'BM_Crc32/16384',
      'example.com/codec › BenchmarkDecode (procs 8)',
      'example.com/codec › BenchmarkEncode/size=1024 (procs 8)',
    ])
    expect(report.rerunFilters.map((f) => [f.format, f.filter])).toEqual([
      ['google-benchmark-json', '^(BM_Crc32/16384)$'],
      ['go-test-text', '^(BenchmarkDecode|BenchmarkEncode)$/^(size=1024)$'],
    ])
  })
})
