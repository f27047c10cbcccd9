/**
 * The one escape for text that reaches a GitHub Actions job log as a plain line.
 *
 * The runner reads every line an action prints and runs it as a workflow command when, after
 * leading whitespace, it starts with `::` (`::add-mask::…`, `::stop-commands::…`, `::warning::…`),
 * or when it holds the older `##[command]` form anywhere in the line (the runner's
 * `ActionCommand.TryParseV2` and `TryParse`). It splits lines at LF, CR and CRLF. Benchmark names,
 * file contents and API text are chosen by whoever wrote the PR, so a name holding
 * `"\n::add-mask::"` would otherwise hide text from the log or switch command processing off, also
 * in the privileged fork-safe publisher. `@actions/core` percent-encodes the line breaks of
 * annotations (`core.warning`, `core.error`, `core.setFailed`) but keeps `##[`, and prints
 * `core.info` lines as they are: so every plain line goes through {@link inertLogLines} and every
 * annotation through {@link withoutWorkflowCommands} (docs/security.md).
 */

/**
 * Makes one piece of untrusted text inert and visible as a single log line: line breaks and
 * other control characters (C0, DEL, C1, and the Unicode line and paragraph separators) become
 * visible escapes (`\n`, `\r`, `\t`, `\x1b`, `\u2028`), a `::` at the start becomes `\::`, and
 * every `##[` becomes `##\[`. Pure; O(length).
 *
 * @param text any string, possibly hostile
 * @returns a string with no line break that the runner cannot parse as a workflow command
 */
export function inertLogText(text: string): string {
  return neutraliseCommands(text.replace(CONTROL, visibleControl))
}

/**
 * Makes a message of our own, which may span several lines, safe to print: each line (split where
 * the runner splits) is made inert as {@link inertLogText} would, so a line break that reached the
 * message from untrusted data starts a line that is plain text, never a command. Intended line
 * breaks stay line breaks (LF).
 *
 * @param message the text for `core.info` or a terminal that may be a job log
 * @returns the same lines, none of them a workflow command
 */
export function inertLogLines(message: string): string {
  return message.split(LINE_BREAK).map(inertLogText).join('\n')
}

/**
 * Text for a terminal that may be a job log (the CLI run in a workflow step): each line that the
 * runner would read as a workflow command is made inert, everything else is kept as it is,
 * colours included. For text whose untrusted parts are already free of control characters (the
 * terminal report strips them).
 *
 * @param text lines separated by LF, CR or CRLF
 * @returns the same lines separated by LF, none of them a workflow command
 */
export function withoutWorkflowCommands(text: string): string {
  if (!text.includes('::') && !text.includes('##[')) return text
  return text.split(LINE_BREAK).map(neutraliseCommands).join('\n')
}

const LINE_BREAK = /\r\n|\r|\n/

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g

const NAMED: Readonly<Record<string, string>> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' }

function visibleControl(c: string): string {
  const code = c.charCodeAt(0)
  return (
    NAMED[c] ??
    (code > 0xff ? `\\u${code.toString(16)}` : `\\x${code.toString(16).padStart(2, '0')}`)
  )
}

function neutraliseCommands(line: string): string {
  const commandStart = /^(\s*)::/.exec(line)
  const opened = commandStart
    ? `${commandStart[1] ?? ''}\\::${line.slice(commandStart[0].length)}`
    : line
  return opened.includes('##[') ? opened.split('##[').join('##\\[') : opened
}
