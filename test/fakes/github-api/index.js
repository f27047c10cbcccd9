// @ts-check
/** Fake GitHub REST API on loopback, for tests and the demo. Types: index.d.ts; usage: README.md. */
export { startFakeGitHub } from './server.js'
export { faults } from './faults.js'
export { pullRequestEvent, seedScenario, workflowRunEvent } from './scenario.js'
