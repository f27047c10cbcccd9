// `node scripts/screenshot.mjs`: makes docs/images/comment.png, the README's picture of a real
// comment. It compares the real Google Benchmark outputs in fixtures/google-benchmark (base, head,
// and a second run of the base as the A/A control) with the bundled CLI, renders the JSON report
// with `bench-verdict preview`, and photographs the page in headless Chromium (Debian's
// /usr/bin/chromium, driven by playwright-core). Run `npm run bundle` first; install the Debian
// package fonts-noto-color-emoji, or the verdict's emoji show as empty boxes. The commands it runs:
//
//   node dist/cli.js compare --base fixtures/google-benchmark/base.json \
//     --head fixtures/google-benchmark/head.json --control fixtures/google-benchmark/base-aa.json \
//     --output json --out r.json
//   node dist/cli.js preview r.json --html out.html
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const OUT = path.join(ROOT, 'docs/images/comment.png')
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
/** The README promises a picture, not a download: keep it small. */
const MAX_BYTES = 300 * 1024

const work = mkdtempSync(path.join(tmpdir(), 'bv-screenshot-'))
const report = path.join(work, 'r.json')
const html = path.join(work, 'out.html')
const cli = path.join(ROOT, 'dist/cli.js')
const fixture = (name) => path.join('fixtures/google-benchmark', name)

// The verdict is `fail`, so the CLI exits 1: that is the point of the picture, not an error.
try {
  execFileSync(
    process.execPath,
    [
      cli,
      'compare',
      '--base',
      fixture('base.json'),
      '--head',
      fixture('head.json'),
      '--control',
      fixture('base-aa.json'),
      '--output',
      'json',
      '--out',
      report,
    ],
    { cwd: ROOT, stdio: 'inherit' },
  )
} catch (error) {
  if (error.status !== 1) throw error
}
execFileSync(process.execPath, [cli, 'preview', report, '--html', html], {
  cwd: ROOT,
  stdio: 'inherit',
})

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS })
try {
  const page = await browser.newPage({ viewport: { width: 960, height: 800 } })
  // The page runs no script: once loaded, it is drawn.
  await page.goto(`file://${html}`)
  mkdirSync(path.dirname(OUT), { recursive: true })
  await page.locator('.comment').screenshot({ path: OUT })
} finally {
  await browser.close()
  rmSync(work, { recursive: true, force: true })
}

const bytes = statSync(OUT).size
console.log(`wrote ${path.relative(ROOT, OUT)} (${Math.round(bytes / 1024)} KB)`)
if (bytes > MAX_BYTES) {
  console.error(`${path.relative(ROOT, OUT)} is over ${MAX_BYTES / 1024} KB: make the page smaller`)
  process.exit(1)
}
