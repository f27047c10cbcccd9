/**
 * The one-file limit of parse (docs/security.md "Reading is bounded", 16 MiB per file read
 * whole): decoding holds a file's bytes and its text at once, and `JSON.parse` a whole tree, so a
 * larger file is refused by name before it is decoded.
 */
import { MAX_PARSED_FILE_BYTES } from '../sides/side-caps.js'

/**
 * Why a file of `bytes` bytes is not read whole (the message follows the file's name), or
 * undefined when it is within MAX_PARSED_FILE_BYTES.
 */
export function overReadWholeLimit(bytes: number): string | undefined {
  if (bytes <= MAX_PARSED_FILE_BYTES) return undefined
  const mib = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MiB`
  return `is ${mib(bytes)}, over the ${mib(MAX_PARSED_FILE_BYTES)} one result file may take to be read whole (docs/security.md); not read: split the results over several files`
}
