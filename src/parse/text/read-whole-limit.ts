/**
 * The one-file limit of parse (docs/security.md "Reading is bounded", 16 MiB per file read
 * whole): decoding holds a file's bytes and its text at once, and `JSON.parse` a whole tree, so a
 * larger file is refused by name before it is decoded.
 */
import { MAX_PARSED_FILE_BYTES } from '../sides/side-caps.js'

/** What to do about a result file too large to read, for the messages of the limits. */
export const SPLIT_RESULTS_ADVICE = 'split the results over several files'

/**
 * Why a file of `bytes` bytes is not read whole (the message follows the file's name), or
 * undefined when it is within MAX_PARSED_FILE_BYTES. `advice` ends it: what the user can do
 * about a file of this kind.
 */
export function overReadWholeLimit(
  bytes: number,
  advice = SPLIT_RESULTS_ADVICE,
): string | undefined {
  if (bytes <= MAX_PARSED_FILE_BYTES) return undefined
  const mib = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MiB`
  return `is ${mib(bytes)}, over the ${mib(MAX_PARSED_FILE_BYTES)} one result file may take to be read whole (docs/security.md); not read: ${advice}`
}
