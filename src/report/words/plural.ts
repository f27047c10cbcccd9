/**
 * `3 gated metrics`, `1 commit`: a count with its noun, grouped in thousands as en-US writes them
 * (model/plural.ts, shared by every stage).
 */
export { plural, wasWere } from '../../model/plural.js'
