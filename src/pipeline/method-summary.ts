/** The effective settings, as the report's method section shows them. */
import { summarizePolicy } from '../policy/judge.js'
import type { MethodSummary } from '../report/report.js'
import type { AnalysisSettings } from '../settings/settings.js'

/** The settings one analysis ran with; relative values (0.05 = 5 %). */
export function methodSummary(settings: AnalysisSettings): MethodSummary {
  const s = settings.statistics
  return {
    threshold: s.threshold,
    noiseFloor: s.noiseFloor,
    fdr: s.fdr,
    failOn: settings.verdict.failOn,
    failOnInconclusive: settings.verdict.failOnInconclusive,
    format: settings.format,
    alpha: s.alpha,
    thresholdDeterministic: s.thresholdDeterministic,
    geomeanThreshold: s.geomeanThreshold,
    geomeanNoiseFloor: s.geomeanNoiseFloor,
    minSamples: s.minSamples,
    policy: summarizePolicy(settings.policy),
  }
}
