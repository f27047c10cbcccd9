// `npm run fuzz`: the fuzz properties (`*.fuzz.test.ts`) for a long run from a fresh seed.
// `npm test` runs the same properties briefly from a fixed seed. The seed is printed first and
// again on failure: `FUZZ_SEED=<seed> npm run fuzz` replays the run. FUZZ_SCALE (default 200) is
// how many times more runs each property makes than in `npm test`. Extra arguments go to vitest.
import { spawnSync } from 'node:child_process'
import { randomInt } from 'node:crypto'

const seed = process.env.FUZZ_SEED ?? String(randomInt(2 ** 31 - 1))
const scale = process.env.FUZZ_SCALE ?? '200'
console.log(`fuzz: seed ${seed}, ${scale}× the runs of npm test`)
const run = spawnSync(
  process.execPath,
  [
    'node_modules/vitest/vitest.mjs',
    'run',
    '--testTimeout=0',
    '.fuzz.test.ts',
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit', env: { ...process.env, FUZZ_SEED: seed, FUZZ_SCALE: scale } },
)
if (run.status !== 0)
  console.log(`\nfuzz: failed with seed ${seed}; replay it with FUZZ_SEED=${seed} npm run fuzz`)
process.exit(run.status ?? 1)
