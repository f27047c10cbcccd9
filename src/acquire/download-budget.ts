/**
 * What the base run and the history runs of one Action run may download together
 * (docs/security.md, "The API budget is bounded"). Each download is bounded on its own (512 MiB,
 * 5 minutes, 64 artifacts per run), but history multiplies it: up to 21 runs of up to 64
 * artifacts. The budget bounds the sum, in artifact downloads (each one API request for the
 * signed URL, more when storage fails) and in zip bytes.
 */
import { plural } from '../model/plural.js'
import type { ArtifactRef } from './run-listing.js'

export interface DownloadLimits {
  /** Artifact downloads started, base and history runs together. */
  readonly maxDownloads: number
  /** Zip bytes read, base and history runs together. */
  readonly maxBytes: number
}

/**
 * 128 downloads: the largest history (20) with the base run at 6 artifacts each, or the default
 * history (5) with 21 matrix legs; about an eighth of a `GITHUB_TOKEN`'s 1,000 requests an hour.
 * 1 GiB: 21 runs of 48 MiB of zips each, far more than result files take.
 */
export const DEFAULT_DOWNLOAD_LIMITS: DownloadLimits = {
  maxDownloads: 128,
  maxBytes: 1024 * 1024 * 1024,
}

/** A download was refused, or stopped, because the run's download budget is spent. */
export class DownloadBudgetError extends Error {
  override readonly name = 'DownloadBudgetError'
}

/** The downloads and bytes one run has spent of its `DownloadLimits`. */
export class DownloadBudget {
  private downloads = 0
  private bytes = 0

  constructor(readonly limits: DownloadLimits = DEFAULT_DOWNLOAD_LIMITS) {}

  /**
   * Why the artifacts of one run do not fit in what is left, by their count and the sizes the
   * listing gives (`size_in_bytes`, GitHub's own figure): what the run needs and what the budget
   * has left of it, e.g. `7 downloads, with 2 left` or `1.5 GiB, with 310 MiB left`; undefined
   * when they fit.
   */
  shortfall(artifacts: readonly ArtifactRef[]): string | undefined {
    const bytes = artifacts.reduce((sum, a) => sum + Math.max(0, a.sizeInBytes), 0)
    const over: string[] = []
    const downloadsLeft = Math.max(0, this.limits.maxDownloads - this.downloads)
    const bytesLeft = Math.max(0, this.limits.maxBytes - this.bytes)
    if (artifacts.length > downloadsLeft)
      over.push(`${plural(artifacts.length, 'download')}, with ${downloadsLeft} left`)
    if (bytes > bytesLeft) {
      // Rounded alike (`2.9 KiB, with 2.9 KiB left`), the two would read as fitting: bytes then.
      const [need, left] = [formatBytes(bytes), formatBytes(bytesLeft)]
      over.push(
        need === left
          ? `${plural(bytes, 'byte')}, with ${plural(bytesLeft, 'byte')} left`
          : `${need}, with ${left} left`,
      )
    }
    return over.length === 0 ? undefined : over.join(', and ')
  }

  /**
   * Counts one download about to start and returns the most bytes it may read.
   *
   * @throws DownloadBudgetError when no download or no byte is left
   */
  begin(): number {
    if (this.downloads >= this.limits.maxDownloads || this.bytes >= this.limits.maxBytes)
      throw new DownloadBudgetError(`the download budget (${this.describeLimits()}) is spent`)
    this.downloads++
    return this.limits.maxBytes - this.bytes
  }

  /** Counts the bytes a download read. */
  spend(bytes: number): void {
    this.bytes += bytes
  }

  /** What was spent, e.g. `12 downloads, 960 MiB`. */
  describeSpent(): string {
    return `${plural(this.downloads, 'download')}, ${formatBytes(this.bytes)}`
  }

  /** The limits, e.g. `128 artifact downloads and 1 GiB per run`. */
  describeLimits(): string {
    return `${this.limits.maxDownloads} artifact downloads and ${formatBytes(this.limits.maxBytes)} per run, base and history runs together`
  }
}

/** Bytes in binary units with at most one decimal: `512 B`, `80 MiB`, `1 GiB`, `1.5 GiB`. */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KiB', 'MiB', 'GiB']
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  const shown = unit === 0 ? String(value) : String(Math.round(value * 10) / 10)
  return `${shown} ${units[unit] ?? 'B'}`
}
