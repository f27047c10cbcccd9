import { diagnostic, type Diagnostic } from '../../model/diagnostic.js'
import { plural } from '../../model/plural.js'

/**
 * Converts printed values to canonical samples (`value · factor`). Non-finite values (null, NaN,
 * Infinity) are dropped and counted in one diagnostic; negative values are kept, so the
 * comparison can say "invalid data", and reported (docs/method.md §2).
 */
export function toSamples(
  values: readonly (number | null)[],
  factor: number,
  file: string,
  location: string,
  diagnostics: Diagnostic[],
): number[] {
  let dropped = 0
  let negative = 0
  for (const value of values) {
    const scaled = value === null ? Number.NaN : value * factor
    if (!Number.isFinite(scaled)) dropped++
    else if (scaled < 0) negative++
  }
  // Counted first, so that the samples (most often all the values) are mapped into an array of
  // their exact size: results live for the whole run, and a pushed array keeps room for 16 more.
  // (With none dropped, none is null.)
  const samples =
    dropped === 0 ? values.map((value) => (value as number) * factor) : finiteScaled(values, factor)
  if (dropped > 0)
    diagnostics.push(
      diagnostic('warning', file, location, `${plural(dropped, 'non-finite value')} dropped`),
    )
  if (negative > 0)
    diagnostics.push(
      diagnostic(
        'error',
        file,
        location,
        `${plural(negative, 'negative value')}: a time or count cannot be negative`,
      ),
    )
  return samples
}

function finiteScaled(values: readonly (number | null)[], factor: number): number[] {
  const samples: number[] = []
  for (const value of values) {
    const scaled = value === null ? Number.NaN : value * factor
    if (Number.isFinite(scaled)) samples.push(scaled)
  }
  return samples
}
