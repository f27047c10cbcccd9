import { describe, expect, it } from 'vitest'
import { DownloadBudget, DownloadBudgetError, formatBytes } from './download-budget.js'
import type { ArtifactRef } from './run-listing.js'

const artifact = (sizeInBytes: number): ArtifactRef => ({
  id: 1,
  name: 'bench-results',
  leg: '',
  sizeInBytes,
  expired: false,
})

describe('DownloadBudget', () => {
  it('says what a run of artifacts needs and what is left, by count and listed size', () => {
    const budget = new DownloadBudget({ maxDownloads: 3, maxBytes: 3000 })
    expect(budget.shortfall([artifact(1000), artifact(1000), artifact(1000)])).toBeUndefined()
    expect(budget.shortfall([artifact(1000), artifact(2001)])).toBe(
      '3,001 bytes, with 3,000 bytes left',
    )
    expect(budget.shortfall([artifact(1), artifact(1), artifact(1), artifact(1)])).toBe(
      '4 downloads, with 3 left',
    )
    expect(budget.begin()).toBe(3000)
    budget.spend(2500)
    expect(budget.shortfall([artifact(400)])).toBeUndefined()
    expect(budget.shortfall([artifact(501), artifact(0)])).toBe('501 B, with 500 B left')
    expect(budget.begin()).toBe(500)
    expect(budget.describeSpent()).toBe('2 downloads, 2.4 KiB')
    expect(budget.shortfall([artifact(1), artifact(501)])).toBe(
      '2 downloads, with 1 left, and 502 B, with 500 B left',
    )
    budget.begin()
    expect(budget.describeSpent()).toBe('3 downloads, 2.4 KiB')
    expect(budget.shortfall([artifact(1)])).toBe('1 download, with 0 left')
  })

  it('refuses a download when no download or no byte is left', () => {
    const count = new DownloadBudget({ maxDownloads: 1, maxBytes: 3000 })
    count.begin()
    expect(() => count.begin()).toThrow(DownloadBudgetError)
    const bytes = new DownloadBudget({ maxDownloads: 10, maxBytes: 100 })
    bytes.begin()
    bytes.spend(100)
    expect(() => bytes.begin()).toThrow(
      'the download budget (10 artifact downloads and 100 B per run, base and history runs together) is spent',
    )
  })
})

describe('formatBytes', () => {
  it.each([
    [0, '0 B'],
    [1023, '1023 B'],
    [1024, '1 KiB'],
    [1536, '1.5 KiB'],
    [80 * 1024 * 1024, '80 MiB'],
    [1024 ** 3, '1 GiB'],
    [5 * 1024 ** 4, '5120 GiB'],
  ])('%d bytes is %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text)
  })
})
