/**
 * Counts in words for every stage (docs/architecture.md: `model/` is the one room all stages may
 * import): `3 gated metrics`, `1 commit`, `12,000 results`, grouped in thousands as en-US writes
 * them, so no message needs a "(s)".
 */

/**
 * `count` with `noun`, `s` appended unless the count is 1; `plural` for a noun whose plural is not
 * the singular with an `s`. The nouns are ours, never untrusted text.
 */
export function plural(count: number, noun: string, pluralNoun = `${noun}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? noun : pluralNoun}`
}

/** `was` for one, `were` for any other count: "1 comment was hidden", "2 comments were hidden". */
export function wasWere(count: number): string {
  return count === 1 ? 'was' : 'were'
}
