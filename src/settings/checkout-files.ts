/**
 * Reading files a checkout or an artifact controls: whether a file stays in its directory once its
 * links are followed, and a read that never trusts the size stat gave. Both readers of such files
 * use them, the result files (acquire/local-files.ts) and the policy file (policy-read.ts), so that
 * `out/x.json -> /proc/self/environ` or `.github/bench-verdict.yml -> ~/.ssh/id_rsa` is never read
 * and quoted back into a comment, and a pseudo-file that never ends is never read to its end
 * (docs/security.md).
 */
import { realpath, type FileHandle } from 'node:fs/promises'
import path from 'node:path'

/**
 * Whether `file` (absolute) lies strictly inside `directory` (absolute), by their names alone: no
 * link is followed. `/a/b` is inside `/a`; `/a`, `/ab` and `/a/../c` are not.
 */
export function isInside(file: string, directory: string): boolean {
  const relative = path.relative(directory, file)
  return (
    relative !== '' &&
    relative !== '..' &&
    !relative.startsWith(`..${path.sep}`) &&
    !path.isAbsolute(relative)
  )
}

/**
 * Whether `file`, named inside `directory`, is (or goes through) a link to a file outside it. A
 * file named outside `directory` is false: it was named as it is.
 *
 * @param file an absolute path that exists (its links are followed)
 * @param directory an absolute path that exists
 * @throws what `realpath` throws when either does not exist (ENOENT, ELOOP, EACCES)
 */
export async function leavesDirectory(file: string, directory: string): Promise<boolean> {
  const root = path.resolve(directory)
  if (!isInside(file, root)) return false
  const [target, realRoot] = await Promise.all([realpath(file), realpath(root)])
  return !isInside(target, realRoot)
}

/**
 * The rest of an open file, or null when it holds more than `limit` bytes: read in 64 KiB chunks,
 * never trusting the size stat gave, which is 0 for a pseudo-file (`/proc/…`) that may never end.
 *
 * @param handle an open file (opened non-blocking by callers, so a FIFO swapped in cannot block)
 * @param limit bytes, ≥ 0
 */
export async function readAtMost(handle: FileHandle, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = []
  let total = 0
  for (;;) {
    const chunk = Buffer.alloc(64 * 1024)
    const { bytesRead } = await handle.read(chunk, 0, chunk.length, null)
    if (bytesRead === 0) return Buffer.concat(chunks, total)
    total += bytesRead
    if (total > limit) return null
    chunks.push(chunk.subarray(0, bytesRead))
  }
}
