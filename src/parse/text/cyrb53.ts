/**
 * cyrb53, a fast non-cryptographic 53-bit hash (bryc, "cyrb53", public domain, 2018), over a list
 * of 8- or 16-bit code units (file bytes, or a string's UTF-16 units), as 14 hex digits. A stable
 * tag, not a defence: two inputs made to collide are easy to craft (docs/security.md).
 */
export function cyrb53(units: ArrayLike<number>): string {
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  for (let i = 0; i < units.length; i++) {
    const c = units[i] ?? 0
    h1 = Math.imul(h1 ^ c, 2654435761)
    h2 = Math.imul(h2 ^ c, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0')
}
