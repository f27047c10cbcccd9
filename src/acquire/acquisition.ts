export { artifactSelector } from './artifact-selector.js'
export {
  acquireBaseAndHistory,
  acquireRunArtifacts,
  type BaseAndHistory,
  type LegFiles,
} from './github-results.js'
export { acquireReferenceRun } from './reference-runs.js'
export { NO_MATCH, readLocalFiles } from './local-files.js'
