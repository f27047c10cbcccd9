/**
 * `3 gated metrics`, `1 commit`: a count with its noun, grouped in thousands as en-US writes them.
 * Only regular plurals (an `s` appended); the nouns are ours, never untrusted text.
 */
export function plural(count: number, noun: string): string {
  return `${count.toLocaleString('en-US')} ${noun}${count === 1 ? '' : 's'}`
}
