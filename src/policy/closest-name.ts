/** "Did you mean …?" for policy keys and metric names. */

/**
 * The valid name a typo most likely meant: the nearest by edit distance, within a third of its
 * length (at least 2 edits); snake_case and camelCase spellings count as the kebab-case name.
 * Never `key` itself: "did you mean" the very name written would only confuse.
 */
export function closestName(key: string, known: readonly string[]): string | undefined {
  const normal = key
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/_/g, '-')
    .toLowerCase()
  let best: { key: string; distance: number } | undefined
  for (const candidate of known) {
    if (candidate === key) continue
    const distance = editDistance(normal, candidate)
    if (!best || distance < best.distance) best = { key: candidate, distance }
  }
  if (!best) return undefined
  return best.distance <= Math.max(2, Math.floor(best.key.length / 3)) ? best.key : undefined
}

/** Levenshtein distance (insertions, deletions, substitutions), two rows. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1)
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution))
    }
    previous = current
  }
  return previous[b.length] ?? 0
}
