import type { FormatAdapter } from './format-adapter.js'
import { goTestText } from './formats/go-test-text.js'
import { googleBenchmarkJson } from './formats/google-benchmark-json.js'
import { hyperfineJson } from './formats/hyperfine-json.js'

/** Every harness format, in detection priority order (STYLE.md §3.5). */
export const formatAdapters = [
  hyperfineJson,
  googleBenchmarkJson,
  goTestText,
] as const satisfies readonly FormatAdapter[]

export type FormatId = (typeof formatAdapters)[number]['id']

export const FORMAT_IDS: readonly string[] = formatAdapters.map((adapter) => adapter.id)

export function findAdapter(id: string): FormatAdapter | undefined {
  return formatAdapters.find((adapter) => adapter.id === id)
}
