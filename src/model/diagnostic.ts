/** A problem found in the inputs. Data problems are values, never exceptions. */
export interface Diagnostic {
  readonly severity: 'error' | 'warning' | 'info'
  /** File (or artifact entry) the problem is in; empty for run-wide notes. */
  readonly file: string
  /** `line 12`, `$.benchmarks[3].real_time`, or empty when the whole file is concerned. */
  readonly location: string
  readonly message: string
}

export function diagnostic(
  severity: Diagnostic['severity'],
  file: string,
  location: string,
  message: string,
): Diagnostic {
  return { severity, file, location, message }
}
