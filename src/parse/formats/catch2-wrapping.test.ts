import { describe, expect, it } from 'vitest'
import { continuesName, unwrapName } from './catch2-wrapping.js'

/** Lines of a benchmark name, printed unindented in Catch2's 35-character name column. */
const column = (...texts: string[]) => texts.map((text) => ({ text, indent: 0 }))

describe('unwrapName (Catch2 TextFlow line breaks undone)', () => {
  it.each([
    [
      ['very_long_identifier_without_any_s-', 'paces_at_all_in_it_xyz'],
      'very_long_identifier_without_any_spaces_at_all_in_it_xyz',
    ],
    [['aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa-', 'bbbb'], 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa-bbbb'],
    [['snake_case_with-hyphen_and_more_th-', 'at'], 'snake_case_with-hyphen_and_more_th-at'],
    [
      ['a rather long benchmark name that', 'will wrap'],
      'a rather long benchmark name that will wrap',
    ],
    [['std::unordered_map<int,int>::', 'insert'], 'std::unordered_map<int,int>::insert'],
    [
      ['std::vector<std::pair<int, int>>', '::push_back'],
      'std::vector<std::pair<int, int>>::push_back',
    ],
    [['f(x)', 'with y'], 'f(x) with y'],
    [['sort elements of input,', 'then reverse'], 'sort elements of input, then reverse'],
    [['Scenario:', 'sized'], 'Scenario: sized'],
    [
      ['left side of the long expression -', 'right side'],
      'left side of the long expression - right side',
    ],
    [
      ['compute_something_really_long_name', '(argument)'],
      'compute_something_really_long_name(argument)',
    ],
    [['one | two | three | four | five', '| six'], 'one | two | three | four | five | six'],
    [['a/', 'b'], 'a/b'],
  ])('%j → %s', (lines, name) => {
    expect(unwrapName(column(...lines), 35)).toBe(name)
  })

  it('reads a hyphen that fills the column in a word without other breaks as one Catch2 added', () => {
    // Catch2 prints `aaa…a-bbbb` (the 35th character a real hyphen) exactly as it prints a cut of
    // `aaa…abbbb`; the cut is far more common, so that is what is read.
    expect(unwrapName(column(`${'a'.repeat(34)}-`, 'bbbb'), 35)).toBe(`${'a'.repeat(34)}bbbb`)
  })

  it('counts the indent and the UTF-8 bytes of a line against the width', () => {
    const lines = [
      { text: `${'é'.repeat(16)}-`, indent: 2 },
      { text: 'x', indent: 2 },
    ]
    expect(unwrapName(lines, 35)).toBe(`${'é'.repeat(16)}x`)
  })
})

describe('continuesName', () => {
  it('says a line starts a new name when its first word would have fitted above', () => {
    expect(continuesName({ text: 'like this one', indent: 2 }, 'inner', 79)).toBe(false)
    expect(continuesName({ text: 'x'.repeat(70), indent: 2 }, 'continued', 79)).toBe(true)
    expect(continuesName({ text: `${'x'.repeat(77)}-`, indent: 2 }, 'y', 80)).toBe(true)
  })
})
