import { retry } from '@octokit/plugin-retry'
import { throttling } from '@octokit/plugin-throttling'
import { Octokit } from '@octokit/rest'

/** How patient the client is; the defaults suit github.com, tests shorten them. */
export interface ApiPatience {
  /** Longest wait for one answer before the request counts as failed (and is retried). */
  readonly requestTimeoutMs: number
  /** First backoff step after a 5xx or network error; later ones grow quadratically (1×, 4×, 9×). */
  readonly retryBaseMs: number
  /** Most the whole run may spend waiting on rate limits, in seconds (test/field-cases.md F26). */
  readonly maxRateLimitWaitSeconds: number
}

export const DEFAULT_API_PATIENCE: ApiPatience = {
  requestTimeoutMs: 30_000,
  retryBaseMs: 1_000,
  maxRateLimitWaitSeconds: 60,
}

/** Statuses the retry plugin leaves alone: client errors, and 429, whose retry-after we honour. */
const DO_NOT_RETRY = [400, 401, 403, 404, 410, 422, 429, 451]

/**
 * The REST client. Retries 5xx answers, network errors and timeouts with backoff
 * (`@octokit/plugin-retry`); honours rate limits and secondary rate limits once per request,
 * waiting for `retry-after` or the reset time (`@octokit/plugin-throttling`, plus plain 429 answers
 * with `retry-after`), as long as the run's total wait stays within
 * `patience.maxRateLimitWaitSeconds`: a longer reset fails the request, and callers report it
 * (F26). Talks to `baseUrl` (GITHUB_API_URL, so GitHub Enterprise Server works). Logs nothing but
 * `onNotice` lines, which never contain the token or a URL's query.
 */
export function createOctokit(
  token: string,
  baseUrl: string,
  onNotice: (message: string) => void,
  patience: ApiPatience = DEFAULT_API_PATIENCE,
): Octokit {
  let waitBudget = patience.maxRateLimitWaitSeconds
  const mayWait = (seconds: number, retryCount: number): boolean => {
    if (retryCount > 0 || seconds > waitBudget) return false
    waitBudget -= seconds
    return true
  }
  const onLimit =
    (kind: string) =>
    (
      retryAfter: number,
      options: { method: string; url: string },
      _octokit: unknown,
      retryCount: number,
    ): boolean => {
      if (!mayWait(retryAfter, retryCount)) {
        onNotice(
          `GitHub API ${kind} on ${options.method} ${options.url}: the wait (${retryAfter}s) is beyond what this run may spend; giving up on this request`,
        )
        return false
      }
      onNotice(`GitHub API ${kind} on ${options.method} ${options.url}; retrying in ${retryAfter}s`)
      return true
    }
  const Client = Octokit.plugin(retry, throttling)
  const octokit = new Client({
    auth: token,
    baseUrl,
    userAgent: 'bench-verdict',
    request: { fetch: timedFetch(patience.requestTimeoutMs) },
    log: {
      debug: () => undefined,
      info: () => undefined,
      warn: () => undefined,
      error: () => undefined,
    },
    retry: { doNotRetry: DO_NOT_RETRY, retryAfterBaseValue: patience.retryBaseMs },
    throttle: {
      onRateLimit: onLimit('rate limit reached'),
      onSecondaryRateLimit: onLimit('secondary rate limit'),
    },
  })
  // Registered last, so it wraps both plugins: a plain 429 (a proxy, GHES) that neither handles.
  octokit.hook.wrap('request', async (request, options) => {
    for (let attempt = 0; ; attempt++) {
      try {
        return await request(options)
      } catch (error) {
        const seconds = plainTooManyRequests(error)
        if (seconds === undefined || !mayWait(seconds, attempt)) throw error
        onNotice(
          `GitHub API answered 429 on ${options.method} ${options.url}; retrying in ${seconds}s`,
        )
        await sleep(seconds * 1000)
      }
    }
  })
  return octokit
}

/**
 * `fetch` with a deadline. A timeout becomes an ordinary network error, which the retry plugin
 * retries like a reset connection. Also used for signed artifact URLs (with a longer deadline).
 */
export function timedFetch(timeoutMs: number): typeof fetch {
  return async (input, init) => {
    const deadline = AbortSignal.timeout(timeoutMs)
    const signal = init?.signal ? AbortSignal.any([init.signal, deadline]) : deadline
    try {
      return await fetch(input, { ...init, signal })
    } catch (error) {
      if (deadline.aborted)
        throw new Error(`no answer within ${timeoutMs / 1000}s`, { cause: error })
      throw error
    }
  }
}

/** Seconds to wait for a 429 that the throttling plugin does not recognise, else undefined. */
function plainTooManyRequests(error: unknown): number | undefined {
  const failure = error as {
    status?: number
    message?: string
    response?: { headers?: Record<string, string | undefined> }
  }
  if (failure.status !== 429) return undefined
  const headers = failure.response?.headers ?? {}
  if (/\bsecondary rate\b/i.test(failure.message ?? '') || headers['x-ratelimit-remaining'] === '0')
    return undefined
  const seconds = Number(headers['retry-after'])
  return Number.isFinite(seconds) && seconds >= 0 ? Math.ceil(seconds) : undefined
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}
