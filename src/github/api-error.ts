/** What a failed GitHub API call looks like to us: its status, headers and message. */
interface ApiFailure {
  readonly status?: unknown
  readonly message?: unknown
  readonly response?: { readonly headers?: Readonly<Record<string, string | undefined>> }
}

/** The HTTP status of a failed API call; undefined for network errors and bugs. */
export function apiStatus(error: unknown): number | undefined {
  const status = (error as ApiFailure | null)?.status
  return typeof status === 'number' ? status : undefined
}

/**
 * A call that got no HTTP answer (refused connection, DNS failure, a port fetch refuses, timeout):
 * `@octokit/request` throws these as status 500 with no `response`, and a 500 GitHub itself sent
 * has one. Such a failure says nothing about GitHub; it is the runner's network or GITHUB_API_URL.
 */
export function isUnanswered(error: unknown): boolean {
  const failure = error as (ApiFailure & { readonly request?: unknown }) | null
  return (
    apiStatus(error) === 500 && failure?.response === undefined && failure?.request !== undefined
  )
}

/** What to check when a call got no answer (`isUnanswered`): said wherever such a failure is. */
export const UNANSWERED_HINT = "check GITHUB_API_URL and the runner's network"

/**
 * A primary or secondary rate limit that the client did not (or could no longer) wait out:
 * 403 or 429 with `x-ratelimit-remaining: 0`, a `retry-after`, or GitHub's rate-limit message.
 */
export function isRateLimited(error: unknown): boolean {
  const status = apiStatus(error)
  if (status !== 403 && status !== 429) return false
  const failure = error as ApiFailure
  const headers = failure.response?.headers ?? {}
  const message = typeof failure.message === 'string' ? failure.message : ''
  return (
    status === 429 ||
    headers['x-ratelimit-remaining'] === '0' ||
    headers['retry-after'] !== undefined ||
    /rate limit/i.test(message)
  )
}

/**
 * Status and message of an API error, for logs and reports, on one line: GitHub's message without
 * the documentation link, and with every URL (a signed artifact URL), token and Authorization
 * value removed, since some of these messages reach the PR comment, which no runner masks.
 */
export function describeApiError(error: unknown): string {
  const status = apiStatus(error)
  const raw = error instanceof Error ? error.message : String(error)
  const message = raw
    .slice(0, 4000)
    .replace(/ - https?:\/\/docs\.github\.com\S*/g, '')
    .replace(/https?:\/\/\S+/gi, '<url>')
    .replace(/\b(?:gh[pousr]_[A-Za-z0-9_]{16,}|github_pat_[A-Za-z0-9_]{20,})/g, '<token>')
    .replace(/\b(authorization["']?\s*[:=]\s*["']?)[^"',;}]+/gi, '$1<redacted>')
    .replace(/\b(bearer|basic)\s+[^\s"',;}]+/gi, '$1 <redacted>')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 300)
  if (isUnanswered(error)) return `no answer: ${message}`
  return status === undefined ? message : `HTTP ${status}: ${message}`
}
