// Writes the licence of every npm package that ends up in the bundle (issue 8: supply chain).
import { readFile, readdir, writeFile } from 'node:fs/promises'
import path from 'node:path'

export async function writeLicenses(metafile, target) {
  const packages = new Map()
  for (const input of Object.keys(metafile.inputs)) {
    const normalized = input.split(path.sep).join('/')
    const match = /^(.*node_modules\/((?:@[^/]+\/)?[^/]+))\//.exec(normalized)
    if (!match) continue
    packages.set(match[2], match[1])
  }
  const sections = []
  for (const [name, root] of [...packages].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const manifest = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8'))
    const files = await readdir(root)
    const licenseFile = files.find((f) => /^(licen[sc]e|copying)(\.|$)/i.test(f))
    const text = licenseFile
      ? (await readFile(path.join(root, licenseFile), 'utf8')).replace(/\r\n?/g, '\n').trim()
      : '(no licence file in the package)'
    sections.push(
      `${name}@${manifest.version}\nLicense: ${manifest.license ?? 'UNKNOWN'}\n\n${text}\n`,
    )
  }
  await writeFile(target, `${sections.join('\n' + '-'.repeat(72) + '\n\n')}`)
}
