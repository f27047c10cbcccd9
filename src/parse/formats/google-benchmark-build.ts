/**
 * What both Google Benchmark adapters say of a user counter with no finite value: the library
 * writes a counter it cannot compute (0/0, x/0) as NaN or Infinity (`nan`, `-nan`, `inf` in CSV),
 * and such a counter is kept as a result not compared, never dropped (docs/method.md §2).
 *
 * @param key the counter's name, as the file gives it
 * @param where `repetition` when every iteration row has it non-finite, `mean` for an
 *   aggregates-only file whose `_mean` row has it so
 */
export function nonFiniteCounter(key: string, where: 'repetition' | 'mean'): string {
  const what = where === 'mean' ? 'in its mean' : 'in every repetition'
  return `counter "${key}" is NaN or Infinity ${what}: a counter that divides by zero, such as a rate over no items, is written so`
}

/**
 * The warning both Google Benchmark adapters give for `library_build_type: debug`. The field is
 * how the benchmark *library* was compiled (without `NDEBUG`), not the user's own code, so the fix
 * has to say which build to change: Debian's and Ubuntu's `libbenchmark-dev` is such a build
 * (packaged without a Release build type), and `-DCMAKE_BUILD_TYPE=Release` on the user's project
 * does not change a library it only links.
 */
export const DEBUG_LIBRARY_NOTE =
  "the Google Benchmark library is a debug build (library_build_type: debug), which adds overhead to every timing; this is the library, not your code: Debian's and Ubuntu's libbenchmark-dev is built that way. Build Google Benchmark from source with -DCMAKE_BUILD_TYPE=Release (e.g. CMake FetchContent in a Release build of your project)"
