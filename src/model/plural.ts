/**
 * Counts in words for every stage (docs/architecture.md: `model/` is the one room all stages may
 * import): `3 gated metrics`, `1 commit`, `12,000 results`, grouped in thousands as en-US writes
 * them, and the verbs that agree with them, so no message needs a "(s)" or its own `=== 1`.
 */

/**
 * `count` with `noun`, `s` appended unless the count is 1; `plural` for a noun whose plural is not
 * the singular with an `s`. The nouns are ours, never untrusted text.
 */
export function plural(count: number, noun: string, pluralNoun = `${noun}s`): string {
  return `${count.toLocaleString('en-US')} ${agree(count, noun, pluralNoun)}`
}

/**
 * `one` for a count of 1, `many` for any other (0 included): a verb or pronoun that agrees with a
 * count, "1 leg fails" and "2 legs fail", "it" and "them".
 */
export function agree(count: number, one: string, many: string): string {
  return count === 1 ? one : many
}

/** `was` for one, `were` for any other count: "1 comment was hidden", "2 comments were hidden". */
export function wasWere(count: number): string {
  return agree(count, 'was', 'were')
}

/** `is` for one, `are` for any other count: "1 gated metric is", "2 gated metrics are". */
export function isAre(count: number): string {
  return agree(count, 'is', 'are')
}
