/**
 * Limits for harness strings that end up in benchmark keys and reports. Harnesses can put whole
 * inputs into a name or parameter (pytest ids made from a 40 MB string, field case F27); such
 * text must never reach the comment, yet the key must stay unique.
 */

/** Parameter values longer than this are left out of the benchmark key. */
export const PARAM_VALUE_LIMIT = 256

/** Names longer than this are cut, with a hash of the whole name so keys stay distinct. */
export const NAME_LIMIT = 200

/** `name` if short enough, else its first characters, `…` and a hash of the whole name. */
export function boundedName(name: string): string {
  if (name.length <= NAME_LIMIT) return name
  return `${name.slice(0, NAME_LIMIT - 16)}…#${textHash(name)}`
}

/** 53-bit string hash (cyrb53), as 14 hex digits: a stable tag for text that was cut. */
export function textHash(text: string): string {
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    h1 = Math.imul(h1 ^ c, 2654435761)
    h2 = Math.imul(h2 ^ c, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0')
}
