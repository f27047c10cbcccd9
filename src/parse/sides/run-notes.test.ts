import { describe, expect, it } from 'vitest'
import { diagnostic } from '../../model/diagnostic.js'
import { DEBUG_LIBRARY_NOTE } from '../formats/google-benchmark-build.js'
import { buildNotesOnce } from './run-notes.js'

const PATH = '$.context.library_build_type'
const note = (file: string) => diagnostic('warning', file, PATH, DEBUG_LIBRARY_NOTE)

describe('buildNotesOnce', () => {
  it('gives a build note once, on its first file, naming both files, and keeps the rest in place', () => {
    const other = diagnostic('error', 'b.json', 'line 3', 'is not valid JSON')
    expect(buildNotesOnce([note('h.json'), other, note('b.json')])).toEqual([
      diagnostic(
        'warning',
        'h.json',
        PATH,
        `${DEBUG_LIBRARY_NOTE}; the same in both files: h.json and b.json`,
      ),
      other,
    ])
  })

  it('leaves a note one file said as it is, and counts a file that said it twice once', () => {
    expect(buildNotesOnce([note('a.json'), note('a.json')])).toEqual([note('a.json')])
  })

  it('leaves messages that are not build notes alone, even when several files say them', () => {
    const same = (file: string) => diagnostic('warning', file, '', 'holds no benchmark results')
    expect(buildNotesOnce([same('a.json'), same('b.json')])).toEqual([
      same('a.json'),
      same('b.json'),
    ])
  })
})
