/**
 * Where a measured between-run floor came from, in words (docs/method.md §10). The JSON keeps the
 * path's id (`history`), which is also what the floor is called when the only other base run is an
 * A/A control (§10.4): the words then name the runs it was measured from instead.
 */
import type { RunContext } from '../../model/run-context.js'
import { plural } from '../../model/plural.js'

/**
 * `measured from 4 earlier base runs`, `measured from the base and A/A control runs`,
 * `measured from 4 earlier base runs and the A/A control` for the `history` source; a short
 * phrase for the others (`the A/A band`, `assumed`); an unknown source as given (the caller
 * escapes it).
 *
 * @param source a floor source id of the report (`FloorSource`, or a newer one)
 * @param context the report's counts of earlier base runs and A/A control runs
 */
export function floorSourceWords(
  source: string,
  context: Pick<RunContext, 'historyRuns' | 'controlRuns'>,
): string {
  switch (source) {
    case 'history': {
      const control = context.controlRuns > 0
      if (context.historyRuns === 0)
        return control ? 'measured from the base and A/A control runs' : 'measured from base runs'
      const earlier = `measured from ${plural(context.historyRuns, 'earlier base run')}`
      return control ? `${earlier} and the A/A control` : earlier
    }
    case 'aa-control':
      return 'the A/A band of each benchmark'
    case 'paired':
      return 'interleaved rounds'
    case 'deterministic':
      return 'exact metrics'
    case 'assumed':
      return 'assumed'
    default:
      return source
  }
}
