// Writes the licence of every npm package whose code ends up in the bundle (issue 8: supply chain),
// one section per package version, sorted, so the file only changes when the bundle's packages do;
// and fails the bundle when a package's licence is not on the allow-list of permissive licences.
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

/**
 * @param {import('esbuild').Metafile} metafile
 * @param {string} target
 */
export async function writeLicenses(metafile, target) {
  const packages = []
  for (const root of bundledPackageRoots(metafile)) {
    const manifest = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8'))
    packages.push({
      root,
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
  for (const { root, name, version, license } of packages) {
    // The same version installed twice (hoisted and nested) ships the same licence once.
    if (written.has(`${name}@${version}`)) continue
    written.add(`${name}@${version}`)
    sections.push(`${name}@${version}\nLicense: ${license}\n\n${await licenseText(root)}\n`)
  }
  await writeFile(target, sections.join('\n' + '-'.repeat(72) + '\n\n'))
}

/**
 * Directories of the packages with code in the outputs (not merely parsed and then shaken out),
 * innermost `node_modules` first, so a nested copy of a package is its own entry.
 * @param {import('esbuild').Metafile} metafile
 */
function bundledPackageRoots(metafile) {
  const roots = new Set()
  for (const output of Object.values(metafile.outputs))
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      if (bytesInOutput === 0) continue
      const normalized = input.split(path.sep).join('/')
      const match = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(normalized)
      if (match?.[1]) roots.add(match[1])
    }
  return [...roots].sort(compare)
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
  return (await readFile(path.join(root, file), 'utf8')).replace(/\r\n?/g, '\n').trim()
}

/** Code-unit order, the same on every machine and locale. */
function compare(a, b) {
  return a < b ? -1 : a > b ? 1 : 0
}
