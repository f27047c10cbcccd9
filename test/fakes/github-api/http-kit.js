// @ts-check
/** GitHub's error bodies, status texts and Link-header pagination, shared by every route. */
import { STATUS_CODES } from 'node:http'
import { URLSearchParams } from 'node:url'

export const DOCS = 'https://docs.github.com/rest'

/** An error answered the way GitHub answers it: `{ message, documentation_url, status }`. */
export class HttpError extends Error {
  /**
   * @param {number} status
   * @param {string} message
   * @param {{ documentationUrl?: string, errors?: unknown[], headers?: Record<string, string> }} [options]
   */
  constructor(status, message, options = {}) {
    super(message)
    this.name = 'HttpError'
    this.status = status
    this.documentationUrl = options.documentationUrl ?? DOCS
    this.errors = options.errors
    this.headers = options.headers ?? {}
  }

  body() {
    return errorBody(this.status, this.message, this.documentationUrl, this.errors)
  }
}

/**
 * GitHub sends `status` as a string ("404") since 2023.
 * @param {number} status
 * @param {string} message
 * @param {string} [documentationUrl]
 * @param {unknown[]} [errors]
 */
export function errorBody(status, message, documentationUrl = DOCS, errors) {
  return {
    message,
    ...(errors === undefined ? {} : { errors }),
    documentation_url: documentationUrl,
    status: String(status),
  }
}

/** @param {number} status */
export function defaultMessage(status) {
  switch (status) {
    case 401:
      return 'Bad credentials'
    case 403:
      return 'Resource not accessible by integration'
    case 404:
      return 'Not Found'
    case 410:
      return 'Gone'
    case 422:
      return 'Validation Failed'
    case 500:
      return 'Server Error'
    default:
      return STATUS_CODES[status] ?? 'Error'
  }
}

export const notFound = () => new HttpError(404, 'Not Found')

/**
 * @param {string} resource
 * @param {string} field
 * @param {string} code
 * @param {string} [message]
 */
export function validationFailed(resource, field, code, message) {
  return new HttpError(422, 'Validation Failed', {
    errors: [{ resource, code, field, ...(message === undefined ? {} : { message }) }],
  })
}

/**
 * GitHub's `per_page` (default 30, capped at 100) and `page` (from 1).
 * @param {URLSearchParams} query
 */
export function pageRequest(query) {
  const perPage = Number.parseInt(query.get('per_page') ?? '', 10)
  const page = Number.parseInt(query.get('page') ?? '', 10)
  return {
    perPage: Number.isFinite(perPage) && perPage > 0 ? Math.min(perPage, 100) : 30,
    page: Number.isFinite(page) && page > 0 ? page : 1,
  }
}

/**
 * One page of `items` and the Link header GitHub would send with it: `next` and `last` unless on the
 * last page, `prev` and `first` unless on the first, every other query parameter kept.
 * @template T
 * @param {readonly T[]} items
 * @param {URLSearchParams} query
 * @param {string} linkBase absolute URL of the list, without query
 * @returns {{ items: T[], link: string | undefined }}
 */
export function paginate(items, query, linkBase) {
  const { perPage, page } = pageRequest(query)
  const lastPage = Math.max(1, Math.ceil(items.length / perPage))
  const slice = items.slice((page - 1) * perPage, page * perPage)
  /** @param {number} target @param {string} rel */
  const link = (target, rel) => {
    const params = new URLSearchParams(query)
    params.set('page', String(target))
    return `<${linkBase}?${params.toString()}>; rel="${rel}"`
  }
  /** @type {string[]} */
  const links = []
  if (page > 1) links.push(link(Math.min(page - 1, lastPage), 'prev'))
  if (page < lastPage) links.push(link(page + 1, 'next'), link(lastPage, 'last'))
  if (page > 1) links.push(link(1, 'first'))
  return { items: slice, link: links.length > 0 ? links.join(', ') : undefined }
}

/**
 * GitHub's date qualifiers for `created`: `2025-01-02`, `>=…`, `>…`, `<=…`, `<…`, `a..b`, `a..*`, `*..b`.
 * A bare date matches that whole UTC day.
 * @param {string} filter
 * @returns {(timestamp: string) => boolean}
 */
export function dateFilter(filter) {
  const time = (/** @type {string} */ text) => Date.parse(text)
  const dayEnd = (/** @type {string} */ text) =>
    /^\d{4}-\d{2}-\d{2}$/.test(text) ? time(text) + 86_400_000 - 1 : time(text)
  const range = /^(.+?)\.\.(.+)$/.exec(filter)
  if (range) {
    const from = range[1] === '*' ? -Infinity : time(range[1] ?? '')
    const to = range[2] === '*' ? Infinity : dayEnd(range[2] ?? '')
    return (t) => time(t) >= from && time(t) <= to
  }
  const comparison = /^(>=|<=|>|<)(.+)$/.exec(filter)
  if (comparison) {
    const operand = comparison[2] ?? ''
    switch (comparison[1]) {
      case '>=':
        return (t) => time(t) >= time(operand)
      case '>':
        return (t) => time(t) > dayEnd(operand)
      case '<=':
        return (t) => time(t) <= dayEnd(operand)
      default:
        return (t) => time(t) < time(operand)
    }
  }
  return (t) => time(t) >= time(filter) && time(t) <= dayEnd(filter)
}
