import type { Octokit } from '@octokit/rest'

/** The artifact can no longer be downloaded (410, or an "expired" answer). */
export class ArtifactExpiredError extends Error {
  override readonly name = 'ArtifactExpiredError'
}

const MAX_ZIP_BYTES = 512 * 1024 * 1024

/**
 * Downloads one artifact's zip into memory. The API answers 302 with a signed URL; that URL is
 * fetched without the token (blob storage refuses it, and it must never travel further) and never
 * logged or put in an error message.
 */
export async function downloadArtifactZip(
  octokit: Octokit,
  owner: string,
  repo: string,
  artifactId: number,
): Promise<Uint8Array> {
  let location: string | undefined
  try {
    const response = await octokit.request(
      'GET /repos/{owner}/{repo}/actions/artifacts/{artifact_id}/{archive_format}',
      {
        owner,
        repo,
        artifact_id: artifactId,
        archive_format: 'zip',
        request: { redirect: 'manual' },
      },
    )
    location = typeof response.headers.location === 'string' ? response.headers.location : undefined
    if (!location && response.data instanceof ArrayBuffer) return new Uint8Array(response.data)
  } catch (error) {
    const status = (error as { status?: number }).status
    if (status === 302)
      location = (error as { response?: { headers?: Record<string, string> } }).response?.headers
        ?.location
    else if (status === 410) throw new ArtifactExpiredError(`artifact ${artifactId} has expired`)
    else throw error
  }
  if (!location) throw new Error(`artifact ${artifactId}: the API gave no download location`)
  const blob = await fetch(location, { redirect: 'follow' })
  if (blob.status === 410 || blob.status === 404)
    throw new ArtifactExpiredError(`artifact ${artifactId} is no longer stored`)
  if (!blob.ok) throw new Error(`artifact ${artifactId}: download failed with HTTP ${blob.status}`)
  const declared = Number(blob.headers.get('content-length') ?? '0')
  if (declared > MAX_ZIP_BYTES)
    throw new Error(
      `artifact ${artifactId} is ${declared} bytes, over the ${MAX_ZIP_BYTES}-byte limit`,
    )
  const bytes = new Uint8Array(await blob.arrayBuffer())
  if (bytes.length > MAX_ZIP_BYTES)
    throw new Error(`artifact ${artifactId} is over the ${MAX_ZIP_BYTES}-byte limit`)
  return bytes
}
