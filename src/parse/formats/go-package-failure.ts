/**
 * A Go test binary that dies takes its package's remaining benchmarks with it: a panic, a runtime
 * fatal error or a signal (`go test` kills a binary that runs too long with SIGQUIT), a build or
 * setup failure, or a non-zero exit that no `--- FAIL` line explains (`os.Exit`, `log.Fatal`).
 * None of these prints `--- FAIL: BenchmarkX`, so without this watcher the benchmark that was
 * running and every benchmark after it would simply be missing from the head, read as "removed"
 * (test/field-cases.md F52).
 *
 * `PackageFailureWatch` reads the lines `GoBenchReader` passes it (everything but result and log
 * lines) and reports, when the package's `FAIL` line comes:
 * - the benchmark that was running, as a failed benchmark with the crash's first line(s): the name
 *   printed without a result just before (`BenchmarkX-8 \tpanic: …`, or test2json's bare name
 *   line), else the first `pkg.BenchmarkX` frame of the goroutine dump;
 * - the package failure itself, which the side carries as a result with a suite-scoped failure
 *   (`RunFailure.scope`): compare turns each base benchmark of that package missing from the
 *   head into "failed on the PR" with that message (docs/architecture.md §3).
 */
import type { RunFailure } from '../../model/benchmark-result.js'
import { failureMessage } from './bounded-text.js'

/** What a crashed or unbuilt package leaves: the benchmark that was running, and the package's failure. */
export interface PackageFailure {
  readonly pkg: string
  /** The line of the package's `FAIL` line (1-based). */
  readonly line: number
  readonly failure: RunFailure
  /** The benchmark running when the binary died, as printed (GOMAXPROCS suffix or not). */
  readonly running?: { readonly name: string; readonly line: number; readonly message: string }
}

/** The first line of a crash: `panic: …`, `fatal error: …`, `SIGQUIT: quit`, `SIGSEGV: …`. */
const CRASH_LINE = /^(?:panic: |fatal error: |SIG[A-Z]+: )/
/** `exit status 2` (cmd/go prints it when the test binary exits non-zero). */
const EXIT_LINE = /^exit status (\d+)$/
/** `FAIL\tpkg\t1.9s`, `FAIL\tpkg [build failed]`, `FAIL\tpkg [setup failed]`. */
const FAIL_LINE = /^FAIL\s+(\S+)(?:\s+\[([^\]]*)\])?/
/** `ok  \tpkg\t0.3s`: the package passed. */
const OK_LINE = /^ok\s+\S+/
/** `# pkg`: cmd/go's header before build errors of that package. */
const BUILD_HEADER = /^# (\S+)$/
/** A goroutine dump frame of a benchmark function (or a closure in it): `pkg.BenchmarkX(`, `pkg.BenchmarkX.func1(`. */
const BENCHMARK_FRAME = /^\S*?\.(Benchmark[\p{L}\p{N}_]*)(?:\.func[\d.]+)?\(/u
/** `*** Test killed with quit: ran too long (1m2s).` */
const KILLED_LINE = /^\*\*\* Test killed/
/** Lines of the crash kept in the message: the panic value may span a few. */
const MAX_CRASH_LINES = 3

/**
 * One package's watch, fed line by line (1-based line numbers of the file) by `GoBenchReader`;
 * it throws nothing and keeps at most `MAX_CRASH_LINES` lines of a crash, each bounded by
 * `failureMessage`, since the text is the fork's (docs/security.md). What it found is read when
 * the package's `FAIL` line (or the end of the file) comes; see the module comment.
 */
export class PackageFailureWatch {
  /** The name printed without a result yet: the benchmark running now, if it dies. */
  private printed: { name: string; line: number } | undefined
  private crash:
    | { lines: string[]; open: boolean; line: number; frame?: { name: string; line: number } }
    | undefined
  private exitStatus: string | undefined
  private benchmarkFailed = false
  private build: { pkg: string; lines: string[] } | undefined

  /** A benchmark's name printed before its result: `BenchmarkX-8 \t` (then other output) or a bare name line. */
  named(name: string, line: number): void {
    this.printed = { name, line }
  }

  /** A result line came: no benchmark is waiting for its result. */
  resulted(): void {
    this.printed = undefined
  }

  /** A `--- FAIL: BenchmarkX` line: the package's failure is explained by its failed benchmarks. */
  failedBenchmark(): void {
    this.benchmarkFailed = true
  }

  /** Whether a goroutine dump is under way: its frames are no other kind of line. */
  get inCrash(): boolean {
    return this.crash !== undefined
  }

  /**
   * Reads one line that is not a result or log line (its trailing whitespace cut). `pkg` is the
   * package of the `pkg:` header, if any. Returns the package's failure when this is the `FAIL`
   * line of a package that crashed, did not build, or exited non-zero unexplained.
   */
  read(line: string, lineNumber: number, pkg: string | undefined): PackageFailure | undefined {
    const crash = this.crash
    if (crash !== undefined) {
      if (crash.open) {
        if (line === '' || line.startsWith('goroutine ')) crash.open = false
        else if (crash.lines.length < MAX_CRASH_LINES) crash.lines.push(line)
      }
      if (crash.frame === undefined) {
        const frame = BENCHMARK_FRAME.exec(line)
        if (frame) crash.frame = { name: frame[1] ?? '', line: lineNumber }
      }
      if (KILLED_LINE.test(line)) crash.lines.push(line)
    } else if (CRASH_LINE.test(line)) {
      // A panic's value may span lines; a signal's next lines are registers.
      this.crash = { lines: [line], open: line.startsWith('panic: '), line: lineNumber }
      return undefined
    }
    const exit = EXIT_LINE.exec(line)
    if (exit) {
      this.exitStatus = exit[1]
      return undefined
    }
    const header = BUILD_HEADER.exec(line)
    if (header) {
      this.build = { pkg: header[1] ?? '', lines: [] }
      return undefined
    }
    const fail = FAIL_LINE.exec(line)
    if (fail) return this.packageFailed(fail[1] ?? '', fail[2], lineNumber, pkg)
    if (OK_LINE.test(line)) this.reset()
    else if (this.build && this.crash === undefined && this.build.lines.length < MAX_CRASH_LINES)
      this.build.lines.push(line)
    return undefined
  }

  /**
   * The end of the file: a crash whose `FAIL` line never came (the log was cut, the job killed)
   * still fails its package, `pkg` (the last `pkg:` header; none known: nothing to fail).
   */
  end(pkg: string | undefined): PackageFailure | undefined {
    const crash = this.crash
    if (crash === undefined || pkg === undefined) return undefined
    return this.packageFailed(pkg, undefined, crash.line, pkg)
  }

  private packageFailed(
    failedPkg: string,
    bracket: string | undefined,
    lineNumber: number,
    pkg: string | undefined,
  ): PackageFailure | undefined {
    const crash = this.crash
    const build = this.build?.pkg === failedPkg ? this.build.lines : []
    let cause: string | undefined
    if (bracket !== undefined) cause = [bracket, ...build].join(': ')
    else if (crash !== undefined) cause = crash.lines.join(' ')
    else if (this.exitStatus !== undefined && !this.benchmarkFailed)
      cause = `exit status ${this.exitStatus}`
    const running = crash === undefined ? undefined : (this.printed ?? crash.frame)
    this.reset()
    if (cause === undefined) return undefined
    const name = pkg ?? failedPkg
    const failure = {
      message: failureMessage(`${name} failed: ${cause}`, `${name} failed`),
      scope: 'suite',
    } as const
    if (running === undefined || crash === undefined)
      return { pkg: name, line: lineNumber, failure }
    const message = failureMessage(crash.lines.join(' '), 'the package crashed')
    return { pkg: name, line: lineNumber, failure, running: { ...running, message } }
  }

  private reset(): void {
    this.printed = undefined
    this.crash = undefined
    this.exitStatus = undefined
    this.benchmarkFailed = false
    this.build = undefined
  }
}
