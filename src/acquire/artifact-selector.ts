import picomatch from 'picomatch'

/**
 * How the `artifact-name` input selects artifacts: one exact name, or a glob over matrix legs
 * (`bench-results-*`). A leg is named by the part of the artifact name the glob's wildcards
 * matched (`bench-results-*` and `bench-results-linux` → `linux`; several wildcards are joined with
 * `/`); an exact name is the single leg `''`.
 */
export interface ArtifactSelector {
  readonly pattern: string
  /** The exact name, for the API's `name` filter; undefined for a glob, filtered here instead. */
  readonly exactName: string | undefined
  /** The leg of an artifact name, or undefined when the name is not selected. */
  legOf(name: string): string | undefined
}

export function artifactSelector(pattern: string): ArtifactSelector {
  if (!picomatch.scan(pattern).isGlob)
    return { pattern, exactName: pattern, legOf: (name) => (name === pattern ? '' : undefined) }
  const regex = picomatch.makeRe(pattern, { capture: true, dot: true, nocase: false })
  return {
    pattern,
    exactName: undefined,
    legOf(name) {
      const match = regex.exec(name)
      if (!match) return undefined
      const parts = match.slice(1).filter((part): part is string => Boolean(part))
      return parts.length > 0 ? parts.join('/') : name
    },
  }
}
