/**
 * RegExp's legacy statics (`RegExp.input`, `RegExp.lastMatch`, `RegExp.leftContext` …) are
 * process-wide and keep the subject of the last successful match alive. Format detection and the
 * adapters match on whole texts (or slices that share their storage), so after a side is read the
 * last file's text, up to 200 MiB, would stay reachable until some other match replaced it, and
 * count into the peak memory of a large run (docs/security.md "Reading is bounded").
 */

/**
 * Makes the legacy statics forget the last matched subject: a successful match on an empty
 * string replaces it with `''`. Call once a large text is no longer needed. No inputs, no result.
 */
export function forgetLastMatch(): void {
  EMPTY.exec('')
}

const EMPTY = /(?:)/
