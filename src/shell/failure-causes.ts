/** The causes of an `error` verdict, for the step's `::error::` annotation. */
import type { LegReport } from '../report/markdown/render-legs.js'

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
          return oneLine(where === '' ? d.message : `${where}: ${d.message}`)
        }),
    )
  const shown = causes.slice(0, MAX_CAUSES).map((cause) => `\n- ${cause}`)
  const more = causes.length - shown.length
  return `${shown.join('')}${more > 0 ? `\n- … and ${more} more (see the job summary)` : ''}`
}

function oneLine(text: string): string {
  const clean = text
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ')
    .replace(/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
  const points = Array.from(clean)
  return points.length <= MAX_CAUSE_LENGTH
    ? clean
    : `${points.slice(0, MAX_CAUSE_LENGTH - 1).join('')}…`
}
