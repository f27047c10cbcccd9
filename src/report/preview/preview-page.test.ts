import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { renderGfm } from '../../../test/support/gfm.js'
import { comparison, reportData, verdict } from '../../../test/support/report-builders.js'
import { failScenario } from '../../../test/golden/scenarios.js'
import { reportObject } from '../json/render-json.js'
import { previewPage } from './preview-page.js'

const css = readFileSync(
  createRequire(import.meta.url).resolve('github-markdown-css/github-markdown-light.css'),
  'utf8',
)
const assets = { css }
const PAYLOAD = '<img src=x onerror=alert(1)>'

/** The rendered comment between the page's `<article>` tags. */
function article(html: string): string {
  return html.slice(html.indexOf('<article'), html.indexOf('</article>'))
}

function page(report: unknown): string {
  const outcome = previewPage(report, assets)
  if (!outcome.ok) throw new Error(outcome.problems.join('\n'))
  return outcome.html
}

/** A full report: a base run, a fork, environments, a policy, history and a suite geomean. */
function fullReport(): Record<string, unknown> {
  const json = structuredClone(reportObject(failScenario)) as unknown as Record<string, unknown>
  const context = json.context as Record<string, unknown>
  context.fork = { repository: 'fork/repo', runUrl: 'https://github.com/fork/repo/actions/runs/1' }
  return json
}

/** Every string leaf of `value`, as a path of keys. */
function stringPaths(value: unknown, at: string[] = []): string[][] {
  if (typeof value === 'string') return [at]
  if (value === null || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([k, v]) => stringPaths(v, [...at, k]))
}

describe('bench-verdict preview page', () => {
  it('escapes the geomean floor source of a report (it reached the Method section raw)', () => {
    const json = fullReport()
    ;(json.geomean as { floor: { source: string } }).floor.source = PAYLOAD
    const html = article(page(json))
    expect(html).not.toContain('<img')
    expect(html).toContain('(this run: 2.4%, &lt;img src=x onerror=alert(1)&gt;)')
  })

  it('lets no field of the report inject HTML: every string, one at a time', () => {
    const base = fullReport()
    const paths = stringPaths(base)
    let rendered = 0
    const injected: string[] = []
    for (const keys of paths) {
      const json = structuredClone(base)
      let node = json
      for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>
      node[keys.at(-1) ?? ''] = `${PAYLOAD} https://x.test/${PAYLOAD}`
      const outcome = previewPage(json, assets)
      if (!outcome.ok) continue // an enum or a key: the schema refuses the report
      rendered++
      const html = article(outcome.html)
      if (html.includes('<img') || /<[^<>]*\sonerror=/.test(html)) injected.push(keys.join('.'))
    }
    expect(injected).toEqual([])
    expect(rendered).toBeGreaterThan(60)
  })

  it('reads `\\|` in a table row as cmark-gfm (GitHub) does, code spans included', () => {
    const data = reportData({
      verdict: verdict('fail', 'x'),
      comparisons: [
        comparison({
          id: { name: 'lookup a\\|b | c' },
          metricName: 'ns\\|op',
          base: 100,
          head: 130,
          class: 'regression',
          strength: 'strong',
        }),
      ],
    })
    const outcome = previewPage(reportObject(data), assets)
    if (!outcome.ok) throw new Error(outcome.problems.join('\n'))
    const cells = (html: string) =>
      [...(/<tbody>([\s\S]*?)<\/tbody>/.exec(html)?.[1] ?? '').matchAll(/<td>(.*?)<\/td>/g)]
        .map((m) => m[1] ?? '')
        .slice(0, 2)
    const gfm = cells(renderGfm(outcome.markdown))
    expect(gfm).toEqual(['<code>lookup a\\|b | c</code>', 'ns\\|op'])
    expect(cells(outcome.html)).toEqual(gfm)
  })

  it('is small: only the CSS rules the page uses, and no script', () => {
    const html = page(reportObject(failScenario))
    expect(html.length).toBeLessThan(40_000)
    expect(html).not.toContain('<script')
    expect(html).toContain("script-src 'none'")
    expect(html).toContain('.markdown-body table {')
    expect(html).toContain('.markdown-body details summary {')
    // GitHub's CSS styles keyboard keys and footnotes; this comment has neither.
    expect(css).toContain('.markdown-body kbd {')
    expect(html).not.toContain('.markdown-body kbd')
    expect(html).not.toContain('.markdown-body .footnotes')
  })

  it('shows the chart as the text GitHub shows: one code block, the zero axis in it', () => {
    const html = article(page(reportObject(failScenario)))
    const blocks = [...html.matchAll(/<pre><code class="language-text">([\s\S]*?)<\/code><\/pre>/g)]
    expect(blocks).toHaveLength(1)
    const lines = blocks[0]?.[1]?.split('\n') ?? []
    expect(lines.find((line) => line.startsWith('BM_Crc32/16384'))).toMatch(/│█+ \+32\.3 %$/)
    expect(lines.find((line) => line.startsWith('BM_Checksum'))).toMatch(/█+│ +−26\.9 %$/)
  })
})
