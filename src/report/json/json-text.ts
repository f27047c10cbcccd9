/**
 * The text `JSON.stringify(object, null, 2)` writes for an object, built field by field so that
 * one long array among its fields (the report's comparisons, 100,000 of them in a large suite) is
 * written a batch of elements at a time. `JSON.stringify` keeps every piece of its text
 * until the end: for 200 MB of text the garbage collector copied each piece, more than once,
 * while the rest were written. A batch's pieces are garbage once the batch is one string, which
 * is large enough to be allocated where nothing is copied.
 *
 * Every value is still written by `JSON.stringify(value, null, 2)`; only its depth differs. That
 * function indents by depth alone and escapes every newline inside strings, so a value's text
 * `depth` levels in is its own text with two spaces per level after each newline.
 */

/** A field's value as JSON text, already indented for the object it belongs to (see below). */
export type FieldText = readonly [key: string, text: string]

const INDENT = '  '

/**
 * `value` as `JSON.stringify(value, null, 2)` writes it `depth` levels inside an object or array:
 * its first line as it is (the key or the indentation precedes it), each next line `depth`
 * indentations further in. Undefined for undefined, as `JSON.stringify` leaves such a field out.
 */
export function nestedJson(value: unknown, depth: number): string | undefined {
  const text = JSON.stringify(value, null, 2) as string | undefined
  return text === undefined || depth === 0
    ? text
    : text.replaceAll('\n', `\n${INDENT.repeat(depth)}`)
}

/** The fields of `object` in its own order, each at depth 1; undefined values left out. */
export function fieldTexts(object: object): FieldText[] {
  return Object.entries(object).flatMap(([key, value]): FieldText[] => {
    const text = nestedJson(value, 1)
    return text === undefined ? [] : [[key, text]]
  })
}

/**
 * `items` as a JSON array one level inside an object, each element made by `toJson`, written
 * `batch` elements at a time (see above).
 *
 * The one trick kept here: a batch is stringified as the only element of an array in an array,
 * which puts its elements two levels in, as they belong, and the six characters that open and
 * close the two outer arrays (`[\n  [\n` and `\n  ]\n]`) are cut off again. Indenting each
 * element's own text instead (`nestedJson(element, 2)`) writes the same bytes but took about twice
 * the CPU time of the whole JSON report for 10,000 comparisons (one `JSON.stringify` and one
 * `replaceAll` per element), far beyond the 5 % the report may lose.
 */
export function arrayText<T>(
  items: readonly T[],
  toJson: (item: T) => unknown,
  batch: number,
): string {
  // Appended, not joined: the object's text is copied into one string once, when it is joined.
  let text = ''
  for (const chunk of arrayChunks(items, toJson, batch)) text += chunk
  return text
}

/**
 * The text of `arrayText`, a batch at a time: written out chunk by chunk, a report of 100,000
 * comparisons never exists as one string (192 MB, twice that as soon as one `±` or `α` makes it a
 * two-byte string, and copied again to be written: 1.7 GB at peak).
 */
export function* arrayChunks<T>(
  items: readonly T[],
  toJson: (item: T) => unknown,
  batch: number,
): Generator<string> {
  if (items.length === 0) {
    yield '[]'
    return
  }
  yield '['
  for (let from = 0; from < items.length; from += batch)
    yield `${from === 0 ? '\n' : ',\n'}${elementsTwoDeep(items.slice(from, from + batch).map(toJson))}`
  yield `\n${INDENT}]`
}

/** The elements of `values`, two levels in, comma-separated, without brackets (see above). */
function elementsTwoDeep(values: readonly unknown[]): string {
  return JSON.stringify([values], null, 2).slice(WRAPPER.length, -WRAPPER.length)
}

/** What `JSON.stringify([[…]], null, 2)` writes before the first element (mirrored after the last). */
const WRAPPER = '[\n  [\n'

/** The text of an object with these fields, in this order, as `JSON.stringify(…, null, 2)`. */
export function objectText(fields: readonly FieldText[]): string {
  if (fields.length === 0) return '{}'
  const lines = fields.map(([key, text]) => `${INDENT}${JSON.stringify(key)}: ${text}`)
  return `{\n${lines.join(',\n')}\n}`
}

/** A field whose value is written in chunks (see `arrayChunks`). */
export type FieldChunks = readonly [key: string, chunks: Iterable<string>]

/** `objectText` of these fields, a chunk at a time: each field's text, or its value's chunks. */
export function* objectChunks(fields: readonly (FieldText | FieldChunks)[]): Generator<string> {
  if (fields.length === 0) {
    yield '{}'
    return
  }
  let first = true
  for (const [key, value] of fields) {
    yield `${first ? '{\n' : ',\n'}${INDENT}${JSON.stringify(key)}: `
    first = false
    if (typeof value === 'string') yield value
    else yield* value
  }
  yield '\n}'
}
