/**
 * The job summary of a step whose inputs were refused: it compared nothing, and without this the
 * summary stayed empty while the reason was only in the log's `::error::` line.
 */
import type { InputProblem } from '../../model/errors.js'
import { plural, wasWere } from '../../model/plural.js'
import { codeSpan, inlineText } from './escape-markdown.js'

/**
 * Markdown for the job summary: the error headline, one item per refused input (its name as in
 * action.yml, and what was wrong with the value, which may quote user text: escaped), and what to
 * do. `problems` is non-empty.
 */
export function renderInputProblems(problems: readonly InputProblem[]): string {
  const count = `${plural(problems.length, 'input')} ${wasWere(problems.length)} refused`
  return [
    '### ⛔ Benchmarks: error — invalid inputs',
    '',
    `Nothing was compared: ${count}.`,
    '',
    ...problems.map((p) => `- ${codeSpan(p.input)}: ${inlineText(p.message)}`),
    '',
    'Fix the `with:` inputs of this step in the workflow file and re-run the job.',
    '',
  ].join('\n')
}
