import { stat } from 'node:fs/promises'
import path from 'node:path'
import { plainLine } from '../report/report.js'

/** The `--out` file cannot be written: said as a usage problem (exit 2), never as our bug. */
export class ReportDestinationError extends Error {}

/**
 * Checks, before any input is read, that `--out <file>` can be created: its folder exists and is
 * a folder, and the file itself is not a folder. A long analysis should not end in "cannot write".
 * `out` is resolved against `cwd`. Throws ReportDestinationError naming the path and the cause.
 */
export async function checkReportDestination(out: string, cwd: string): Promise<void> {
  const file = path.resolve(cwd, out)
  const folder = path.dirname(file)
  const folderStat = await stat(folder).catch(() => undefined)
  if (folderStat === undefined)
    throw new ReportDestinationError(
      `--out ${plainLine(out, 200)}: the folder ${plainLine(folder, 200)} does not exist; create it first`,
    )
  if (!folderStat.isDirectory())
    throw new ReportDestinationError(
      `--out ${plainLine(out, 200)}: ${plainLine(folder, 200)} is not a folder`,
    )
  const fileStat = await stat(file).catch(() => undefined)
  if (fileStat?.isDirectory())
    throw new ReportDestinationError(
      `--out ${plainLine(out, 200)}: is a folder; name a file to write the report to`,
    )
}

/**
 * Runs a write of the report to `out`, turning a file-system error (no permission, disk full, a
 * folder removed meanwhile) into a ReportDestinationError that names the file and the cause.
 */
export async function writingReport<T>(out: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (error) {
    const code = (error as NodeJS.ErrnoException | undefined)?.code
    const cause =
      code === undefined ? String(error) : `${code}: ${WRITE_CAUSES[code] ?? 'cannot write'}`
    throw new ReportDestinationError(
      `--out ${plainLine(out, 200)}: the report could not be written (${cause})`,
    )
  }
}

const WRITE_CAUSES: Readonly<Record<string, string>> = {
  EACCES: 'permission denied',
  EPERM: 'not permitted',
  ENOSPC: 'no space left on the device',
  ENOENT: 'the folder does not exist',
  EISDIR: 'is a folder',
  EROFS: 'read-only file system',
  EDQUOT: 'disk quota exceeded',
}
