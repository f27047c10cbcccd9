import { diagnostic, type Diagnostic } from '../../model/diagnostic.js'
import { withoutTerminalEscapes } from './terminal-escapes.js'

export interface DecodedText {
  readonly text: string
  readonly diagnostics: Diagnostic[]
  /** The bytes are not text (NUL bytes outside UTF-16): `text` is empty and must not be parsed. */
  readonly binary?: true
}

/** Bytes looked at to tell UTF-16 without a byte-order mark from binary data. */
const SNIFF_BYTES = 4096

/**
 * Bytes → the text every sniffer and adapter reads: UTF-8 with or without BOM, UTF-16 LE/BE with
 * BOM, CRLF kept as is (adapters split on /\r?\n/), terminal escape sequences (colours) removed
 * without removing a line. Invalid UTF-8 is replaced (U+FFFD) and reported, never fatal. Text
 * never holds NUL bytes, so bytes that do are either UTF-16 without a BOM (every other byte NUL,
 * as PowerShell's `>` writes) and decoded as such, or binary data, refused with a diagnostic.
 */
export function decodeText(file: string, bytes: Uint8Array): DecodedText {
  const decoded = decodeBytes(file, bytes)
  const text = withoutTerminalEscapes(decoded.text)
  return text === decoded.text ? decoded : { ...decoded, text }
}

/**
 * Whether `decodeText` would refuse `bytes` as binary data (a NUL byte, and not UTF-16 without a
 * byte-order mark), told without decoding them.
 */
export function holdsBinary(bytes: Uint8Array): boolean {
  const [b0, b1, b2] = bytes
  if ((b0 === 0xff && b1 === 0xfe) || (b0 === 0xfe && b1 === 0xff)) return false
  const withoutBom = b0 === 0xef && b1 === 0xbb && b2 === 0xbf ? bytes.subarray(3) : bytes
  const view = Buffer.from(withoutBom.buffer, withoutBom.byteOffset, withoutBom.byteLength)
  return view.indexOf(0) >= 0 && utf16Without(withoutBom) === undefined
}

function decodeBytes(file: string, bytes: Uint8Array): DecodedText {
  const [b0, b1, b2] = bytes
  if (b0 === 0xff && b1 === 0xfe) return decodeWith('utf-16le', file, bytes.subarray(2))
  if (b0 === 0xfe && b1 === 0xff) return decodeWith('utf-16be', file, bytes.subarray(2))
  const withoutBom = b0 === 0xef && b1 === 0xbb && b2 === 0xbf ? bytes.subarray(3) : bytes
  // Buffer's indexOf is a native memchr; a Uint8Array's is a loop, ~8× slower on large files.
  const nul = Buffer.from(withoutBom.buffer, withoutBom.byteOffset, withoutBom.byteLength).indexOf(
    0,
  )
  if (nul < 0) return decodeWith('utf-8', file, withoutBom)
  const utf16 = utf16Without(withoutBom)
  if (utf16 === undefined)
    return {
      text: '',
      diagnostics: [
        diagnostic(
          'error',
          file,
          `byte ${nul}`,
          'holds binary data (a NUL byte), not benchmark results; skipped',
        ),
      ],
      binary: true,
    }
  const decoded = decodeWith(utf16, file, withoutBom)
  const note = diagnostic(
    'info',
    file,
    '',
    `has no byte-order mark but reads as ${utf16.toUpperCase()}; decoded as such`,
  )
  return { text: decoded.text, diagnostics: [note, ...decoded.diagnostics] }
}

/**
 * UTF-16 of mostly ASCII text has a NUL in every high byte: at odd offsets (LE) or even ones (BE),
 * never on the other side. Undefined when the head of the bytes does not look like that.
 */
function utf16Without(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | undefined {
  const length = Math.min(bytes.length, SNIFF_BYTES) & ~1
  if (length < 16) return undefined
  let evenNuls = 0
  let oddNuls = 0
  for (let i = 0; i < length; i += 2) {
    if (bytes[i] === 0) evenNuls++
    if (bytes[i + 1] === 0) oddNuls++
  }
  const pairs = length / 2
  if (oddNuls >= pairs * 0.4 && evenNuls === 0) return 'utf-16le'
  if (evenNuls >= pairs * 0.4 && oddNuls === 0) return 'utf-16be'
  return undefined
}

function decodeWith(encoding: string, file: string, bytes: Uint8Array): DecodedText {
  try {
    return { text: new TextDecoder(encoding, { fatal: true }).decode(bytes), diagnostics: [] }
  } catch {
    const text = new TextDecoder(encoding).decode(bytes)
    return {
      text,
      diagnostics: [
        diagnostic(
          'warning',
          file,
          '',
          `is not valid ${encoding.toUpperCase()}; undecodable bytes were replaced`,
        ),
      ],
    }
  }
}
