import { readFile, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { type PreviewAssets, previewPage, looksLikeReport } from '../report/report.js'
import type { CliRequest } from '../settings/settings.js'
import { detectHarnesses, notAReportMessage } from './preview-input.js'
import type { CliIo } from './cli-io.js'

/**
 * `bench-verdict preview <report.json> --html <file>` (docs/architecture.md §6): the comment the Action would
 * post for a JSON report, as one HTML page that opens offline. run-cli imports this module lazily,
 * so `compare` and the Action never load the Markdown renderer. Exit 0, or 2 for usage errors and
 * unreadable or invalid reports.
 */
export async function runPreview(request: CliRequest, io: CliIo): Promise<number> {
  const [file, ...extra] = request.positionals
  const out = request.values.html?.[0]
  const fail = (message: string) => (io.stderr(`bench-verdict: preview: ${message}\n`), 2)
  if (file === undefined || extra.length > 0 || out === undefined)
    return fail('usage: bench-verdict preview <report.json> --html <file>')
  let text: string
  let report: unknown
  try {
    text = await readFile(path.resolve(io.cwd, file), 'utf8')
  } catch (error) {
    return fail(`cannot read ${file} (${error instanceof Error ? error.message : String(error)})`)
  }
  try {
    report = JSON.parse(text)
  } catch (error) {
    // Harness text (go test, Catch2 …) given instead of a report: say what it is, not where the
    // JSON parser stopped.
    const harnesses = detectHarnesses(file, text)
    return fail(
      harnesses.length > 0
        ? notAReportMessage(file, harnesses)
        : `cannot read ${file} as JSON (${error instanceof Error ? error.message : String(error)})`,
    )
  }
  // Harness JSON given instead of a report: a schema problem per missing field would bury that.
  if (!looksLikeReport(report)) return fail(notAReportMessage(file, detectHarnesses(file, text)))
  const assets = await previewAssets()
  const page = await previewPage(report, assets)
  if (!page.ok)
    return fail(`${file} is not a bench-verdict JSON report:\n  ${page.problems.join('\n  ')}`)
  await writeFile(path.resolve(io.cwd, out), page.html)
  io.stdout(`${out}\n`)
  return 0
}

/** GitHub's Markdown CSS, from the installed package. */
async function previewAssets(): Promise<PreviewAssets> {
  const require = createRequire(import.meta.url)
  const css = await readFile(
    require.resolve('github-markdown-css/github-markdown-light.css'),
    'utf8',
  )
  return { css }
}
