import { describe, expect, it } from 'vitest'
import type { Diagnostic } from '../../model/diagnostic.js'
import { criterionResults } from './criterion-samples.js'

describe('Criterion samples', () => {
  it('says when a 0 ns sample has no throughput instead of dropping it silently', () => {
    const diagnostics: Diagnostic[] = []
    const [time, thrpt] = criterionResults(
      {
        name: 'copy',
        iters: [10, 10, 10],
        times: [0, 20, 40],
        unit: 'ns',
        throughput: { perIteration: 1024, kind: 'bytes' },
      },
      'criterion-json',
      { file: 'sample.json', jsonPath: '$.times' },
      diagnostics,
    )
    expect(time?.samples).toEqual([0, 2, 4])
    expect(thrpt?.samples).toEqual([512e9, 256e9])
    expect(diagnostics).toEqual([
      {
        severity: 'warning',
        file: 'sample.json',
        location: '$.times',
        message: '1 sample of 0 ns has no finite throughput; left out of thrpt, kept in time',
      },
    ])
  })
})
