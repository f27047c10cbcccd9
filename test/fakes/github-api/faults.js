// @ts-check
/** Ready-made faults with the status, headers and body GitHub sends for each. */
import { errorBody } from './http-kit.js'

const RATE_DOCS = 'https://docs.github.com/rest/using-the-rest-api/rate-limits-for-the-rest-api'

/** @type {import('./index.js').faults} */
export const faults = {
  serverError: (status = 503) => ({ status }),
  networkReset: () => ({ reset: true }),
  notAccessible: () => ({
    status: 403,
    body: errorBody(403, 'Resource not accessible by integration'),
  }),
  notFound: () => ({ status: 404 }),
  gone: () => ({ status: 410 }),
  validationFailed: () => ({
    status: 422,
    body: errorBody(422, 'Validation Failed', undefined, [
      {
        resource: 'IssueComment',
        code: 'custom',
        field: 'body',
        message: 'body is too long (maximum is 65536 characters)',
      },
    ]),
  }),
  tooManyRequests: (retryAfterSeconds = 60) => ({
    status: 429,
    headers: { 'retry-after': String(retryAfterSeconds) },
    body: errorBody(429, 'Too Many Requests', `${RATE_DOCS}#about-secondary-rate-limits`),
  }),
  secondaryRateLimit: (retryAfterSeconds = 60) => ({
    status: 403,
    headers: { 'retry-after': String(retryAfterSeconds), 'x-ratelimit-remaining': '4321' },
    body: errorBody(
      403,
      'You have exceeded a secondary rate limit. Please wait a few minutes before you try again. If you reach out to GitHub Support for help, please include the request ID 0000:1111:2222:3333:44444444.',
      `${RATE_DOCS}#about-secondary-rate-limits`,
    ),
  }),
  primaryRateLimit: (resetInSeconds = 60) => ({
    status: 403,
    headers: {
      'x-ratelimit-limit': '1000',
      'x-ratelimit-remaining': '0',
      'x-ratelimit-used': '1000',
      'x-ratelimit-reset': String(Math.floor(Date.now() / 1000) + resetInSeconds),
      'x-ratelimit-resource': 'core',
    },
    body: errorBody(
      403,
      'API rate limit exceeded for installation ID 55000001.',
      `${RATE_DOCS}#about-the-primary-rate-limit`,
    ),
  }),
  slow: (/** @type {number} */ delayMs) => ({ delayMs }),
}
