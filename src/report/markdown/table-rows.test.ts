import { describe, expect, it } from 'vitest'
import { lazyRows, rowSource } from './table-rows.js'

describe('lazyRows', () => {
  it('makes each row once, and counts bars without making rows when told how', () => {
    let made = 0
    const source = lazyRows(
      ['a', 'b', 'c'],
      (name) => {
        made++
        return name === 'b'
          ? { cells: [name] }
          : { cells: [name], bar: { label: name, metric: 'time', percent: 1, worse: true } }
      },
      (name) => name !== 'b',
    )
    expect(source.countBars(3)).toBe(2)
    expect(source.hasBar(1)).toBe(false)
    expect(made).toBe(0)
    expect(source.cells(2)).toEqual(['c'])
    expect(source.cells(2)).toEqual(['c'])
    expect(source.bar(2)?.label).toBe('c')
    expect(made).toBe(1)
    expect(source.countBars(1)).toBe(1)
    expect(source.cells(3)).toEqual([])
  })
})

describe('rowSource', () => {
  it('reads listed rows as they are', () => {
    const bar = { label: 'a', metric: 'time', percent: 3, worse: true }
    const rows = rowSource([{ cells: ['a'], bar }, { cells: ['b'] }])
    expect([rows.length, rows.cells(1), rows.bar(0), rows.hasBar(1), rows.countBars(2)]).toEqual([
      2,
      ['b'],
      bar,
      false,
      1,
    ])
  })
})
