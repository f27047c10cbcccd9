import { describe, expect, it } from 'vitest'
import { renamedFile, type ResultFile } from './result-file.js'

/** A lazy file as acquire makes them: `bytes` a getter of its class, counting its reads. */
class LazyFile implements ResultFile {
  reads = 0
  readonly size = 3
  constructor(readonly name: string) {}
  get bytes(): Uint8Array {
    this.reads++
    return new Uint8Array([123, 125, 10])
  }
}

describe('renamedFile', () => {
  it('keeps a lazy file lazy under its new name', () => {
    const lazy = new LazyFile('bench-results/out.json')
    const renamed = renamedFile(lazy, 'bench-results/out.json (reference v1)')
    expect(lazy.reads).toBe(0)
    expect(renamed.name).toBe('bench-results/out.json (reference v1)')
    expect(renamed.size).toBe(3)
    expect([...renamed.bytes]).toEqual([123, 125, 10])
    expect(lazy.reads).toBe(1)
  })
})
