/** What `preview` says about a file that is not a bench-verdict JSON report. */
import { type FormatAdapter, SNIFF_LENGTH, formatAdapters } from '../parse/parse-files.js'

/**
 * The harnesses whose format sniff recognises `text` (people pass `preview` the results they would
 * give `compare`); empty when none does. Only the head is sniffed, as compare does for large files.
 */
export function detectHarnesses(file: string, text: string): string[] {
  const head = { name: file, text: text.slice(0, SNIFF_LENGTH) }
  const matches = formatAdapters.filter((adapter: FormatAdapter) => adapter.detect(head))
  return [...new Set(matches.map((adapter: FormatAdapter) => adapter.harness))]
}

/**
 * The plain explanation for `file`, which is not a bench-verdict JSON report: what it looks like
 * (`harnesses`, from `detectHarnesses`) and how to make a report from it.
 */
export function notAReportMessage(file: string, harnesses: readonly string[]): string {
  const what =
    harnesses.length > 0
      ? `looks like benchmark harness output (${harnesses.join(' or ')}), not a bench-verdict JSON report`
      : 'is not a bench-verdict JSON report (it has no schemaVersion)'
  return `${file} ${what}; run \`bench-verdict compare --base <files> --head <files> --output json --out report.json\` first, then preview report.json`
}
