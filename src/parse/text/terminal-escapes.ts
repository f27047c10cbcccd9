/**
 * Terminal escape sequences in captured output: `--use-colour yes` (Catch2), `--color=always`,
 * or a CI log saved with its colours. Sniffers and parsers read the text without them.
 *
 * - CSI: ESC `[`, parameter bytes (0x30–0x3F), intermediate bytes (0x20–0x2F), a final byte
 *   (0x40–0x7E): colours (`ESC[1;33m`), cursor moves, line erases.
 * - OSC: ESC `]` … BEL or ESC `\` (window titles, hyperlinks), within one line.
 * - Any other ESC and the one character after it (charset selection, keypad modes), or a lone ESC.
 *
 * None of these spans a line break, so line numbers in diagnostics stay those of the file.
 * Valid JSON cannot hold a raw ESC (control characters must be escaped in strings), so no
 * JSON document loses anything.
 */
// eslint-disable-next-line no-control-regex -- matching the ESC control character is the point
const ESCAPE = /\x1b(?:\[[0-?]*[ -/]*[@-~]|\][^\x07\x1b\n]*(?:\x07|\x1b\\)|[()*+][^\n\r]|[^\n\r]?)/g

/** `text` without terminal escape sequences; line breaks are never removed. */
export function withoutTerminalEscapes(text: string): string {
  // Most files hold none: the check is one native scan, with no copy.
  return text.includes('\x1b') ? text.replace(ESCAPE, '') : text
}
