import { diagnostic, type Diagnostic } from '../model/diagnostic.js'

export interface DecodedText {
  readonly text: string
  readonly diagnostics: Diagnostic[]
}

/**
 * Bytes → text: UTF-8 with or without BOM, UTF-16 LE/BE with BOM, CRLF kept as is (adapters
 * split on /\r?\n/). Invalid UTF-8 is replaced (U+FFFD) and reported, never fatal.
 */
export function decodeText(file: string, bytes: Uint8Array): DecodedText {
  const [b0, b1, b2] = bytes
  if (b0 === 0xff && b1 === 0xfe) return decodeWith('utf-16le', file, bytes.subarray(2))
  if (b0 === 0xfe && b1 === 0xff) return decodeWith('utf-16be', file, bytes.subarray(2))
  const withoutBom = b0 === 0xef && b1 === 0xbb && b2 === 0xbf ? bytes.subarray(3) : bytes
  return decodeWith('utf-8', file, withoutBom)
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
