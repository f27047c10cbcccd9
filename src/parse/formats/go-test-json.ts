/**
 * `go test -json -bench` (test2json event stream, any Go version): one JSON event per line. The
 * `output` events carry the same text as `go test -bench`, but one result line may be split over
 * several events, so each package's output is joined back into lines before it is read.
 */
import { z } from 'zod'
import { jsonTreeTooLarge } from '../json/json-tree-cost.js'
import { diagnostic, type Diagnostic } from '../../model/diagnostic.js'
import { plural, wasWere } from '../../model/plural.js'
import type { FormatAdapter, ParsedFile, SourceText } from './format-adapter.js'
import { describeValue } from '../json/json-records.js'
import { readGoBenchLines, type NumberedLine } from './go-test-text.js'

const Event = z.looseObject({
  Action: z.string(),
  Package: z.string().optional(),
  Output: z.string().optional(),
})

export const goTestJson: FormatAdapter<'go-test-json'> = {
  id: 'go-test-json',
  harness: 'go test -json -bench',
  // `[ \t]*`, not `\s*`: `\s*` crosses lines, so every line start would re-read the blank
  // lines after it (quadratic in a file of blank lines).
  detect: ({ text }) =>
    /^[ \t]*\{.*"Action"\s*:\s*"output"/m.test(text) &&
    /"Output"\s*:\s*"Benchmark[^"]*\\t/.test(text),
  parse,
}

/** The text lines of one package, and the part of a line not yet ended by a newline. */
interface PackageOutput {
  readonly lines: NumberedLine[]
  partial: { text: string; line: number } | undefined
}

function parse(source: SourceText): ParsedFile {
  const diagnostics: Diagnostic[] = []
  const packages = new Map<string, PackageOutput>()
  let notJson = 0
  let firstNotJson = 0
  source.text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1
    if (raw.trim() === '') return
    const event = readEvent(raw, source.name, line, diagnostics)
    if (event === 'not-json') {
      notJson++
      firstNotJson ||= line
      // cmd/go's own output, with `2>&1`: a package that did not build is told only here.
      commandOutput(packages).lines.push({ text: raw, line })
      return
    }
    if (event?.Action !== 'output' || event.Output === undefined) return
    const key = event.Package ?? ''
    const output = packages.get(key) ?? { lines: [], partial: undefined }
    packages.set(key, output)
    appendOutput(output, event.Output, line)
  })
  if (notJson > 0)
    diagnostics.push(
      diagnostic(
        'info',
        source.name,
        `line ${firstNotJson}`,
        `${plural(notJson, 'line')} that ${notJson === 1 ? 'is' : 'are'} not JSON events (build or log output) ${wasWere(notJson)} skipped`,
      ),
    )
  const lines = [...packages.values()].flatMap((output) => {
    if (output.partial) output.lines.push(output.partial)
    return output.lines
  })
  const parsed = readGoBenchLines(lines, source.name, 'go-test-json')
  return { ...parsed, diagnostics: [...diagnostics, ...parsed.diagnostics] }
}

/**
 * The lines `go test` prints itself, outside the events (`# pkg`, compiler errors,
 * `FAIL pkg [setup failed]`): read like a package's output, so the package-failure watch sees them.
 */
function commandOutput(packages: Map<string, PackageOutput>): PackageOutput {
  let output = packages.get(COMMAND_OUTPUT)
  if (output === undefined) {
    output = { lines: [], partial: undefined }
    packages.set(COMMAND_OUTPUT, output)
  }
  return output
}

/** The key of `commandOutput` among the packages: no import path holds a NUL. */
const COMMAND_OUTPUT = '\u0000go'

/** A line that starts like JSON but is not a valid event is reported; other text is counted. */
function readEvent(
  raw: string,
  file: string,
  line: number,
  diagnostics: Diagnostic[],
): z.infer<typeof Event> | 'not-json' | undefined {
  if (!raw.trimStart().startsWith('{')) return 'not-json'
  const tooLarge = jsonTreeTooLarge(raw)
  if (tooLarge !== undefined) {
    diagnostics.push(diagnostic('error', file, `line ${line}`, tooLarge))
    return undefined
  }
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    diagnostics.push(
      diagnostic('error', file, `line ${line}`, 'is not a complete JSON event; skipped'),
    )
    return undefined
  }
  const event = Event.safeParse(value)
  if (event.success) return event.data
  diagnostics.push(
    diagnostic(
      'error',
      file,
      `line ${line}`,
      `expected a test2json event with a string "Action", found ${describeValue(value)}; skipped`,
    ),
  )
  return undefined
}

/** test2json flushes partial lines (a result's name before its timing): join them back up. */
function appendOutput(output: PackageOutput, text: string, line: number): void {
  const pieces = text.split('\n')
  pieces.forEach((piece, index) => {
    const isLast = index === pieces.length - 1
    const started = output.partial ?? { text: '', line }
    const joined = { text: started.text + piece, line: started.line }
    if (isLast) output.partial = joined.text === '' ? undefined : joined
    else {
      output.lines.push(joined)
      output.partial = undefined
    }
  })
}
