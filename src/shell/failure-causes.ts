/** The causes of an `error` verdict, for the step's `::error::` annotation. */
import { type LegReport, plainLine } from '../report/report.js'

/** Enough to act on without turning the annotation into the whole problem list. */
const MAX_CAUSES = 3
const MAX_CAUSE_LENGTH = 300

/**
 * The first error-level problems of every leg whose verdict is `error`, one `\n- file location:
 * message` line each, plus how many more there are; empty when there are none. The annotation
 * shows only the failure message, and without these lines it names no cause (the cause was only
 * in the summary and the comment). @actions/core escapes `%`, CR and LF of the message for the
 * workflow command; control and bidi characters from file names are removed here so that each
 * cause stays one readable line.
 */
export function errorCauses(legs: readonly LegReport[]): string {
  const causes = legs
    .filter(({ report }) => report.verdict.level === 'error')
    .flatMap(({ leg, report }) =>
      report.diagnostics
        .filter((d) => d.severity === 'error')
        .map((d) => {
          const where = [leg === '' ? '' : `${leg}:`, d.file, d.location].filter(Boolean).join(' ')
          return plainLine(where === '' ? d.message : `${where}: ${d.message}`, MAX_CAUSE_LENGTH)
        }),
    )
  const shown = causes.slice(0, MAX_CAUSES).map((cause) => `\n- ${cause}`)
  const more = causes.length - shown.length
  return `${shown.join('')}${more > 0 ? `\n- … and ${more} more (see the job summary)` : ''}`
}
