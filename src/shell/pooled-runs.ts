/**
 * What the CLI says when a directory given to `--base` or `--head` pools several files into one
 * run (README "CLI"): which files, and whether they look like different runs. The heuristic, in
 * order: files whose harness environments disagree on a key (cpu, cores, os, machine, build type,
 * compiler, runtime …: another machine or build); files whose benchmark sets overlap but differ
 * (one run split over files holds the same benchmarks in each, repetitions of one suite; sets
 * that share some benchmarks but not all mean two versions of a suite). Files that share no
 * benchmark (one file per Go package) pool nothing and are not warned about, as their glob is
 * not. Either is a warning: pooling stays what was asked for.
 */
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { benchmarkKey } from '../model/benchmark-result.js'
import type { ResultFile } from '../model/result-file.js'
import { parseResultFiles } from '../parse/parse-files.js'
import { plainLine } from '../report/report.js'
import { displayName } from '../acquire/acquisition.js'

const SHOWN_FILES = 8
const MAX_ENVIRONMENT_KEYS = 3

/**
 * The lines to print (without the `bench-verdict: ` prefix) for each of `patterns` that is a
 * directory whose files on this side number more than one; empty otherwise.
 *
 * @param flag `--base` or `--head`
 * @param files the side's files as acquired (names as `displayName` gives them)
 * @param format the format setting (`auto` or an id), as the pipeline parses with it
 */
export async function pooledRunLines(
  flag: string,
  patterns: readonly string[],
  files: readonly ResultFile[],
  cwd: string,
  format: string,
): Promise<string[]> {
  const lines: string[] = []
  for (const pattern of patterns) {
    const absolute = path.resolve(cwd, pattern)
    const isDirectory = await stat(absolute).then(
      (info) => info.isDirectory(),
      () => false,
    )
    if (!isDirectory) continue
    const prefix = `${displayName(absolute, cwd)}/`
    const inside = files.filter((f) => f.name.startsWith(prefix))
    if (inside.length < 2) continue
    const shown = inside
      .slice(0, SHOWN_FILES)
      .map((f) => plainLine(f.name.slice(prefix.length), 120))
    const more = inside.length > shown.length ? `, … and ${inside.length - shown.length} more` : ''
    const { why, shared } = differentRuns(inside, format)
    // Files that share no benchmark are one run's parts side by side: nothing adds up.
    lines.push(
      shared
        ? `${flag} ${plainLine(pattern, 200)}: pooled ${inside.length} files as one run (their samples add up): ${shown.join(', ')}${more}`
        : `${flag} ${plainLine(pattern, 200)}: read ${inside.length} files as one run (no benchmark is in two of them): ${shown.join(', ')}${more}`,
    )
    if (why.length > 0)
      lines.push(
        `warning: ${flag} ${plainLine(pattern, 200)}: these files look like different runs (${why.join('; ')}); pool only repetitions of one run, or give one file or a glob`,
      )
  }
  return lines
}

/**
 * The warning for each `--history` flag given two or more paths. Those paths are one earlier run
 * (README "CLI": repeat the flag once per run), and so are the words an unquoted glob becomes: the
 * shell expands `--history runs/*.json` before the CLI sees it, so three runs would be pooled into
 * one without a word, while the quoted glob reads one run per file. Nothing tells the two apart,
 * so the CLI says what it read and how to get the other meaning; the reading itself is unchanged.
 *
 * @param groups the paths of each `--history` occurrence, as given
 * @returns lines without the `bench-verdict: ` prefix; none for a flag with one path
 */
export function historyPoolLines(groups: readonly (readonly string[])[]): string[] {
  return groups
    .filter((group) => group.length > 1)
    .map((group) => {
      const shown = group.slice(0, SHOWN_FILES).map((p) => plainLine(p, 120))
      const more = group.length > shown.length ? `, … and ${group.length - shown.length} more` : ''
      return `warning: --history ${shown.join(' ')}${more}: these ${group.length} paths are read as one earlier run (their samples add up). If the shell expanded a glob, quote it (${quotedGlob(group)}) or repeat --history before each path: each file is then one earlier run`
    })
}

/** `--history 'dir/*.json'` when the paths share a folder and an extension, else a generic one. */
function quotedGlob(paths: readonly string[]): string {
  const folders = new Set(paths.map((p) => path.dirname(p)))
  const extensions = new Set(paths.map((p) => path.extname(p)))
  const [folder] = folders
  const [extension] = extensions
  if (
    folders.size !== 1 ||
    extensions.size !== 1 ||
    folder === undefined ||
    extension === undefined
  )
    return "--history 'runs/*.json'"
  const glob = `${folder === '.' ? '' : `${folder}/`}*${extension}`
  // Only a word that needs no escaping inside single quotes is shown as one.
  return /^[^'\n\r]*$/.test(glob)
    ? `--history '${plainLine(glob, 200)}'`
    : "--history 'runs/*.json'"
}

/**
 * Why the files look like different runs (one phrase per kind of evidence, or none), and whether
 * any benchmark is in two of them (else nothing pools across them).
 */
function differentRuns(
  files: readonly ResultFile[],
  format: string,
): { why: string[]; shared: boolean } {
  const perFile = files.map((file) => {
    const parsed = parseResultFiles([file], format)
    const env = parsed.environments.get(file.name) ?? {}
    const names = new Set(parsed.results.map((r) => benchmarkKey(r.benchmark)))
    return { name: file.name.split('/').at(-1) ?? file.name, env, names }
  })
  const read = perFile.filter((f) => f.names.size > 0)
  const seen = new Set<string>()
  let shared = false
  for (const f of read)
    for (const n of f.names) {
      if (seen.has(n)) shared = true
      seen.add(n)
    }
  const [first] = read
  if (!first) return { why: [], shared: true }
  const why: string[] = []
  const keys = new Set(read.flatMap((f) => Object.keys(f.env)))
  for (const key of keys) {
    // Only keys both files print: a key one harness does not print says nothing.
    const mine = first.env[key]
    const other = read.find(
      (f) => mine !== undefined && f.env[key] !== undefined && f.env[key] !== mine,
    )
    if (other && why.length < MAX_ENVIRONMENT_KEYS)
      why.push(
        `${plainLine(key, 40)} differs: ${plainLine(mine ?? '', 60)} in ${plainLine(first.name, 80)}, ${plainLine(other.env[key] ?? 'none', 60)} in ${plainLine(other.name, 80)}`,
      )
  }
  // Files that share no benchmark pool nothing (one file per Go package, per suite binary): the
  // set differs by design, as it would in the equivalent glob. Only files that share some
  // benchmarks but not all look like two versions of one suite.
  const differing = read.find(
    (f) =>
      f !== first &&
      [...f.names].some((n) => first.names.has(n)) &&
      (f.names.size !== first.names.size || [...f.names].some((n) => !first.names.has(n))),
  )
  if (differing)
    why.push(
      `different benchmarks: ${first.names.size} in ${plainLine(first.name, 80)}, ${differing.names.size} in ${plainLine(differing.name, 80)}, not the same set`,
    )
  return { why, shared }
}
