/**
 * The warning both Google Benchmark adapters give for `library_build_type: debug`. The field is
 * how the benchmark *library* was compiled (without `NDEBUG`), not the user's own code, so the fix
 * has to say which build to change: Debian's and Ubuntu's `libbenchmark-dev` is such a build
 * (packaged without a Release build type), and `-DCMAKE_BUILD_TYPE=Release` on the user's project
 * does not change a library it only links.
 */
export const DEBUG_LIBRARY_NOTE =
  "the Google Benchmark library is a debug build (library_build_type: debug), which adds overhead to every timing; this is the library, not your code: Debian's and Ubuntu's libbenchmark-dev is built that way. Build Google Benchmark from source with -DCMAKE_BUILD_TYPE=Release (e.g. CMake FetchContent in a Release build of your project)"
