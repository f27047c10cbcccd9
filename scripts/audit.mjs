// Runtime dependencies must have no known vulnerabilities. Fails on any advisory; when the
// registry does not offer the audit endpoint (some mirrors answer 405), says so instead of pretending
// the check passed, and does not fail: nothing could be checked, and nothing was found.
import { spawnSync } from 'node:child_process'

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' })
let report
try {
  report = JSON.parse(run.stdout || '{}')
} catch {
  report = {}
}
const counts = report.metadata?.vulnerabilities
if (counts) {
  const total = Object.entries(counts)
    .filter(([level]) => level !== 'total' && level !== 'info')
    .reduce((sum, [, n]) => sum + n, 0)
  if (total > 0) {
    console.error(
      `npm audit: ${total} known vulnerabilit${total === 1 ? 'y' : 'ies'} in runtime dependencies:`,
    )
    console.error(JSON.stringify(counts))
    spawnSync('npm', ['audit', '--omit=dev'], { stdio: 'inherit' })
    process.exit(1)
  }
  console.log('npm audit: no known vulnerabilities in runtime dependencies.')
} else {
  const reason =
    report.message ?? report.error?.summary ?? (run.stderr.trim().split('\n').at(-1) || 'no answer')
  console.log(
    `npm audit could not run against this registry (${reason}); the runtime dependencies were NOT checked here.`,
  )
}
