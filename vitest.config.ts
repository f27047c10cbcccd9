import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Timeouts catch a hang, never a slow machine: sized for a 2-core runner with other jobs on
    // it, where tests that start the Action, the CLI or a browser took 5–10 times as long as idle.
    testTimeout: 180_000,
    hookTimeout: 180_000,
    // Concurrent tests (the end-to-end ones) each start an Action process: more of them at once
    // than a 2-core runner has cores only makes each slower, not the whole faster.
    maxConcurrency: 2,
    pool: 'forks',
  },
})
