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
  /** Longest one API call may take, retries and waits included (docs/security.md). */
  readonly callDeadlineMs: number
  /** Longest the run may use the API and blob storage, from the client's creation. */
  readonly runDeadlineMs: number
  /** Longest one artifact download may take, attempts included. */
  readonly downloadDeadlineMs: number
}

export const DEFAULT_API_PATIENCE: ApiPatience = {
  requestTimeoutMs: 30_000,
  retryBaseMs: 1_000,
  maxRateLimitWaitSeconds: 60,
  callDeadlineMs: 90_000,
  runDeadlineMs: 8 * 60_000,
  downloadDeadlineMs: 5 * 60_000,
}

/** Calls in a row that got no answer before the API counts as down for the rest of the run. */
const UNANSWERED_IN_A_ROW = 3

/** What bounds the run of a client made by `createOctokit`, for blob downloads beside it. */
export interface RunLimits {
  /** Aborts every request of the run: the run's deadline passed, or the API is not answering. */
  readonly signal: AbortSignal
  readonly downloadDeadlineMs: number
}

const RUN_LIMITS = new WeakMap<object, RunLimits>()

/** The run limits of a client made by `createOctokit`; undefined for any other client. */
export function runLimitsOf(octokit: object): RunLimits | undefined {
  return RUN_LIMITS.get(octokit)
}

/**
 * A signal aborted after `ms` with `message` as its reason; `clear` stops the timer. The timer
 * never keeps the process alive.
 */
export function deadline(ms: number, message: string): { signal: AbortSignal; clear(): void } {
  const controller = new AbortController()
  const timer = setTimeout(() => {
    controller.abort(new Error(message))
  }, ms)
  timer.unref()
  return {
    signal: controller.signal,
    clear: () => {
      clearTimeout(timer)
    },
  }
}

/** The message of an abort reason. */
export function abortMessage(signal: AbortSignal): string {
  const reason: unknown = signal.reason
  return reason instanceof Error ? reason.message : String(reason)
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
  const run = new AbortController()
  const runTimer = setTimeout(() => {
    run.abort(
      new Error(
        `the run's GitHub API deadline (${patience.runDeadlineMs / 1000}s for all calls and downloads) has passed`,
      ),
    )
  }, patience.runDeadlineMs)
  runTimer.unref()
  let unanswered = 0
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
  RUN_LIMITS.set(octokit, {
    signal: run.signal,
    downloadDeadlineMs: patience.downloadDeadlineMs,
  })
  // Registered last, so it wraps both plugins: each call's deadline covers its retries and waits;
  // a create (POST, GraphQL aside) is never retried by the plugin: the caller looks it up first
  // (docs/security.md); and a plain 429 (a proxy, GHES) that neither plugin handles is waited out.
  octokit.hook.wrap('request', async (request, options) => {
    const where = `${options.method} ${options.url}`
    if (run.signal.aborted) throw new Error(`${where} not sent: ${abortMessage(run.signal)}`)
    const call = deadline(
      patience.callDeadlineMs,
      `no answer within the call's deadline (${patience.callDeadlineMs / 1000}s, retries included)`,
    )
    const signal = AbortSignal.any([call.signal, run.signal])
    const create = options.method === 'POST' && !options.url.endsWith('/graphql')
    options.request = { ...options.request, signal, ...(create ? { retries: 0 } : {}) }
    try {
      for (let attempt = 0; ; attempt++) {
        try {
          const response = await request(options)
          unanswered = 0
          return response
        } catch (error) {
          if (signal.aborted || isNoAnswer(error)) {
            unanswered++
            if (unanswered >= UNANSWERED_IN_A_ROW)
              run.abort(
                new Error(
                  `the GitHub API gave no answer to ${unanswered} calls in a row; no further calls are made in this run`,
                ),
              )
          } else unanswered = 0
          if (signal.aborted) throw new Error(`${where}: ${abortMessage(signal)}`, { cause: error })
          const seconds = plainTooManyRequests(error)
          if (seconds === undefined || !mayWait(seconds, attempt)) throw error
          onNotice(`GitHub API answered 429 on ${where}; retrying in ${seconds}s`)
          await sleep(seconds * 1000)
        }
      }
    } finally {
      call.clear()
    }
  })
  return octokit
}

/**
 * `fetch` with a deadline per attempt. A timeout becomes an ordinary network error, which the
 * retry plugin retries like a reset connection; the caller's own signal (a call's or the run's
 * deadline) aborting is an `AbortError`, which `@octokit/request` passes on and the retry plugin
 * never retries. Also used for signed artifact URLs (with a longer deadline).
 */
export function timedFetch(timeoutMs: number): typeof fetch {
  return async (input, init) => {
    const attempt = AbortSignal.timeout(timeoutMs)
    const signal = init?.signal ? AbortSignal.any([init.signal, attempt]) : attempt
    try {
      return await fetch(input, { ...init, signal })
    } catch (error) {
      if (init?.signal?.aborted) {
        const aborted = new Error(abortMessage(init.signal), { cause: error })
        aborted.name = 'AbortError'
        throw aborted
      }
      if (attempt.aborted)
        throw new Error(`no answer within ${timeoutMs / 1000}s`, { cause: error })
      throw error
    }
  }
}

/** A request that got no answer: a timeout or a reset connection, not an HTTP status. */
function isNoAnswer(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status
  const message = error instanceof Error ? error.message : ''
  return (
    (status === undefined || status === 500) &&
    /no answer within|aborted|reset|socket|fetch failed/i.test(message)
  )
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
