import { retry } from '@octokit/plugin-retry'
import { throttling } from '@octokit/plugin-throttling'
import { Octokit } from '@octokit/rest'

/** Most a rate-limited request may wait before we give up (seconds). */
const MAX_RATE_LIMIT_WAIT_SECONDS = 60

/**
 * The REST client: retries 5xx and network errors with backoff, honours rate limits and
 * secondary rate limits (`retry-after`, reset headers) once and within a bounded wait, and talks to
 * `GITHUB_API_URL` (GitHub Enterprise Server included). Logs nothing itself.
 */
export function createOctokit(
  token: string,
  baseUrl: string,
  onNotice: (message: string) => void,
): Octokit {
  const Client = Octokit.plugin(retry, throttling)
  return new Client({
    auth: token,
    baseUrl,
    userAgent: 'bench-verdict',
    log: {
      debug: () => undefined,
      info: () => undefined,
      warn: () => undefined,
      error: () => undefined,
    },
    retry: { doNotRetry: [400, 401, 403, 404, 410, 422, 451] },
    throttle: {
      onRateLimit: (
        retryAfter: number,
        options: { method: string; url: string },
        _octokit: unknown,
        retryCount: number,
      ) => {
        if (retryCount > 0 || retryAfter > MAX_RATE_LIMIT_WAIT_SECONDS) return false
        onNotice(
          `GitHub API rate limit reached on ${options.method} ${options.url}; retrying in ${retryAfter}s`,
        )
        return true
      },
      onSecondaryRateLimit: (
        retryAfter: number,
        options: { method: string; url: string },
        _octokit: unknown,
        retryCount: number,
      ) => {
        if (retryCount > 0 || retryAfter > MAX_RATE_LIMIT_WAIT_SECONDS) return false
        onNotice(
          `GitHub API secondary rate limit on ${options.method} ${options.url}; retrying in ${retryAfter}s`,
        )
        return true
      },
    },
  })
}
