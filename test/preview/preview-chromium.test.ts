import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium, type Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { renderJson } from '../../src/report/json/render-json.js'
import type { ReportData } from '../../src/report/data/report-data.js'
import { runCli } from '../../src/shell/run-cli.js'
import { REPO_ROOT } from '../support/fixtures.js'
import { failScenario, hostileScenario } from '../golden/scenarios.js'

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
const OUTPUT = path.join(REPO_ROOT, '.test-output')

async function cli(cwd: string, ...argv: string[]) {
  let stdout = ''
  let stderr = ''
  const code = await runCli(argv, {
    cwd,
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
    color: false,
  })
  return { code, stdout, stderr }
}

/** The preview page of `data`, written by `bench-verdict preview` from its JSON report. */
async function previewOf(data: ReportData, name: string): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bv-preview-'))
  writeFileSync(path.join(dir, 'report.json'), renderJson(data))
  const result = await cli(dir, 'preview', 'report.json', '--html', `${name}.html`)
  expect(result).toEqual({ code: 0, stdout: `${name}.html\n`, stderr: '' })
  return path.join(dir, `${name}.html`)
}

let browser: Browser
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS })
  mkdirSync(OUTPUT, { recursive: true })
})
afterAll(async () => {
  await browser.close()
})

describe('bench-verdict preview in a browser', () => {
  it('shows the verdict, the table and the diverging text chart, offline', async () => {
    const file = await previewOf(failScenario, 'fail')
    const page = await browser.newPage({ viewport: { width: 1000, height: 900 } })
    const requests: string[] = []
    page.on('request', (r) => {
      if (!r.url().startsWith('file:')) requests.push(r.url())
    })
    await page.goto(`file://${file}`)
    await expect
      .poll(() => page.locator('h3').first().textContent())
      .toContain('Benchmarks: fail — 2 regressions beyond the noise floor')
    expect(await page.locator('h3').first().isVisible()).toBe(true)
    const table = page.locator('table').first()
    expect(await table.isVisible()).toBe(true)
    expect(await table.locator('tbody tr').count()).toBe(3)
    expect(await table.locator('tbody tr').first().locator('td').first().textContent()).toBe(
      'BM_Crc32/16384',
    )
    const chart = page.locator('pre > code.language-text')
    expect(await chart.count()).toBe(1)
    expect(await chart.isVisible()).toBe(true)
    const lines = (await chart.textContent())?.split('\n') ?? []
    expect(lines.find((line) => line.startsWith('BM_Crc32/16384'))).toMatch(/│█+ \+32\.3 %$/)
    expect(lines.find((line) => line.startsWith('BM_Checksum'))).toMatch(/█+│ +−26\.9 %$/)
    // Drawn in a monospace font, the zero axis is one vertical line: the same x on every row.
    // A string runs in the page; this project's TypeScript has no DOM types.
    const axes = await page.evaluate(`(() => {
      const text = document.querySelector('pre > code.language-text').firstChild
      const xs = []
      let at = text.data.indexOf('│')
      while (at !== -1) {
        const range = document.createRange()
        range.setStart(text, at)
        range.setEnd(text, at + 1)
        xs.push(Math.round(range.getBoundingClientRect().x))
        at = text.data.indexOf('│', at + 1)
      }
      return xs
    })()`)
    expect(Array.isArray(axes) && axes.length).toBe(4)
    expect(new Set(axes as number[]).size).toBe(1)
    expect(requests).toEqual([])
    await page.screenshot({ path: path.join(OUTPUT, 'preview-fail.png'), fullPage: true })
    await page.close()
  })

  it('keeps hostile names inert: no script runs, no image loads, every section closes', async () => {
    const file = await previewOf(hostileScenario, 'hostile')
    const page = await browser.newPage({ viewport: { width: 1000, height: 900 } })
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    await page.goto(`file://${file}`)
    expect(dialogs).toEqual([])
    const article = page.locator('article.markdown-body')
    expect(await article.locator('img, script, iframe').count()).toBe(0)
    const markdown = readFileSync(file, 'utf8')
    expect(await article.locator(':scope > details').count()).toBe(
      (markdown.match(/<details>/g) ?? []).length,
    )
    expect(await article.locator('pre > code.language-text').count()).toBe(1)
    await page.screenshot({ path: path.join(OUTPUT, 'preview-hostile.png'), fullPage: true })
    await page.close()
  })
})

describe('bench-verdict preview on bad input', () => {
  it('explains its usage, unreadable files and files that are not reports (exit 2)', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bv-preview-'))
    writeFileSync(path.join(dir, 'bad.json'), '{')
    writeFileSync(path.join(dir, 'other.json'), JSON.stringify({ schemaVersion: 1, verdict: {} }))
    expect(await cli(dir, 'preview', 'bad.json')).toMatchObject({
      code: 2,
      stderr: 'bench-verdict: preview: usage: bench-verdict preview <report.json> --html <file>\n',
    })
    const unreadable = await cli(dir, 'preview', 'bad.json', '--html', 'x.html')
    expect(unreadable.code).toBe(2)
    expect(unreadable.stderr).toMatch(/^bench-verdict: preview: cannot read bad\.json as JSON/)
    const other = await cli(dir, 'preview', 'other.json', '--html', 'x.html')
    expect(other.code).toBe(2)
    expect(other.stderr).toContain(
      'other.json is not a bench-verdict JSON report:\n  $.verdict.level:',
    )
  })
})
