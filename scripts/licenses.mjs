// Writes the licence of every npm package whose code ends up in the bundle, one section per package
// version, sorted, so the file only changes when the bundle's packages do; and fails the bundle when a
// package's licence is not on the allow-list of permissive licences.
// Each section also carries the package's attribution notices, which Apache-2.0 §4(d) requires a
// redistribution to include: the package's NOTICE file(s), and the `## Notice` blocks that @stdlib
// keeps in the leading comment of the source files it ported from FreeBSD, Boost, Cephes…: those
// ask that their notice be preserved, and the bundle (legalComments: 'none') drops every comment.
import { readFile, readdir, writeFile } from 'node:fs/promises'
import path from 'node:path'

/** Permissive licences (SPDX ids) that may ship in dist/. Any other licence fails `npm run bundle`. */
export const ALLOWED_LICENSES = new Set([
  '0BSD',
  'Apache-2.0',
  'BlueOak-1.0.0',
  'BSD-2-Clause',
  'BSD-3-Clause',
  'BSL-1.0',
  'CC0-1.0',
  'ISC',
  'MIT',
  'Unlicense',
])

/** Licence file names, most specific first (a package may ship several). */
const LICENSE_FILE = /^(licen[sc]e|copying)(\.|-|$)/i

/** NOTICE file names (Apache-2.0's attribution file): NOTICE, NOTICE.txt, NOTICE.md … */
export const NOTICE_FILE = /^notice(\.|-|$)/i

/**
 * @param {import('esbuild').Metafile} metafile
 * @param {string} target
 */
export async function writeLicenses(metafile, target) {
  const packages = []
  for (const [root, files] of bundledPackages(metafile)) {
    const manifest = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8'))
    packages.push({
      root,
      files,
      name: manifest.name,
      version: manifest.version,
      license: licenseOf(manifest),
    })
  }
  packages.sort(
    (a, b) => compare(a.name, b.name) || compare(a.version, b.version) || compare(a.root, b.root),
  )
  const refused = packages.filter((p) => !isAllowed(p.license))
  if (refused.length > 0)
    throw new Error(
      `bundled packages whose licence is not on the allow-list (scripts/licenses.mjs): ${refused
        .map((p) => `${p.name}@${p.version} (${p.license}) at ${p.root}`)
        .join(', ')}`,
    )
  const sections = []
  const written = new Set()
  for (const { root, files, name, version, license } of packages) {
    // The same version installed twice (hoisted and nested) ships the same licence once.
    if (written.has(`${name}@${version}`)) continue
    written.add(`${name}@${version}`)
    const notices = [...(await noticeFiles(root)), ...(await sourceNotices(root, files))]
      .map(({ from, text }) => `${NOTICE_HEADING} (${from}):\n\n${text}\n`)
      .join('\n')
    sections.push(
      `${name}@${version}\nLicense: ${license}\n\n${await licenseText(root)}\n` +
        (notices ? `\n${notices}` : ''),
    )
  }
  await writeFile(target, sections.join('\n' + '-'.repeat(72) + '\n\n'))
}

/** How a notice is introduced in dist/licenses.txt (the test looks for it). */
export const NOTICE_HEADING = 'Notice'

/**
 * The directories of the packages with code in the outputs (not merely parsed and then shaken
 * out), each with its files that have code in the outputs (relative to the package, sorted). The
 * innermost `node_modules` wins, so a nested copy of a package is its own entry.
 * @param {import('esbuild').Metafile} metafile
 * @returns {Map<string, string[]>}
 */
export function bundledPackages(metafile) {
  /** @type {Map<string, Set<string>>} */
  const packages = new Map()
  for (const output of Object.values(metafile.outputs))
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      if (bytesInOutput === 0) continue
      const normalized = input.split(path.sep).join('/')
      const match = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(normalized)
      if (!match?.[1] || !match[2]) continue
      const files = packages.get(match[1]) ?? new Set()
      files.add(match[2])
      packages.set(match[1], files)
    }
  return new Map(
    [...packages.keys()]
      .sort(compare)
      .map((root) => [root, [...(packages.get(root) ?? [])].sort(compare)]),
  )
}

/** The SPDX expression of a manifest, including the old `license: { type }` and `licenses: […]`. */
function licenseOf(manifest) {
  const { license, licenses } = manifest
  if (typeof license === 'string') return license
  if (license && typeof license.type === 'string') return license.type
  if (Array.isArray(licenses) && licenses.length > 0)
    return licenses.map((l) => (typeof l === 'string' ? l : l.type)).join(' OR ')
  return 'UNKNOWN'
}

/**
 * An SPDX expression is allowed when one of its OR alternatives has every AND term allowed (AND
 * binds tighter than OR); `X WITH exception` counts as X.
 */
function isAllowed(expression) {
  const alternatives = expression.replace(/[()]/g, ' ').split(/\s+OR\s+/)
  return alternatives.some((alternative) =>
    alternative
      .split(/\s+AND\s+/)
      .map((term) => term.replace(/\s+WITH\s+.*$/, '').trim())
      .every((term) => ALLOWED_LICENSES.has(term)),
  )
}

async function licenseText(root) {
  const files = (await readdir(root)).filter((f) => LICENSE_FILE.test(f)).sort(compare)
  const [file] = files
  if (!file) return '(no licence file in the package)'
  return normalize(await readFile(path.join(root, file), 'utf8'))
}

/** The package's NOTICE files, whole. */
async function noticeFiles(root) {
  const files = (await readdir(root)).filter((f) => NOTICE_FILE.test(f)).sort(compare)
  const notices = []
  for (const file of files)
    notices.push({ from: file, text: normalize(await readFile(path.join(root, file), 'utf8')) })
  return notices
}

/**
 * The `## Notice` section of the leading block comment of each bundled source file, as @stdlib
 * writes it: from that heading to the comment's end, with the ` * ` margins taken off. The same
 * notice in several files of a package is written once, naming the first file.
 */
async function sourceNotices(root, files) {
  const notices = []
  const seen = new Set()
  for (const file of files) {
    const source = await readFile(path.join(root, file), 'utf8')
    const comment = /^(?:#![^\n]*\n)?\s*\/\*\*?([\s\S]*?)\*\//.exec(source)?.[1]
    if (comment === undefined) continue
    const lines = comment
      .replace(/\r\n?/g, '\n')
      .split('\n')
      .map((line) => line.replace(/^\s*\* ?/, ''))
    const start = lines.findIndex((line) => /^#+\s*notice\s*$/i.test(line.trim()))
    if (start === -1) continue
    const text = normalize(lines.slice(start + 1).join('\n'))
    if (text === '' || seen.has(text)) continue
    seen.add(text)
    notices.push({ from: file, text })
  }
  return notices
}

function normalize(text) {
  return text.replace(/\r\n?/g, '\n').trim()
}

/** Code-unit order, the same on every machine and locale. */
function compare(a, b) {
  return a < b ? -1 : a > b ? 1 : 0
}
