// @ts-check
/** The artifact blob storage: Azure-style SAS URLs that serve the zip only without an Authorization header. */
import { Buffer } from 'node:buffer'
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { URLSearchParams } from 'node:url'
import { isoSeconds } from './shapes.js'

/**
 * @typedef {import('./store.js').Store} Store
 * @typedef {import('./store.js').ArtifactRecord} ArtifactRecord
 * @typedef {import('node:http').IncomingMessage} IncomingMessage
 * @typedef {import('node:http').ServerResponse} ServerResponse
 */

/**
 * @param {Store} store
 * @param {string} blobUrl origin of the blob listener
 * @param {number} ttlMs lifetime of a signed URL
 */
export function createBlobStorage(store, blobUrl, ttlMs) {
  const signingKey = randomBytes(32)
  /** Every signature handed out, raw and URL-encoded as it appears in a Location, for `secrets()`. @type {Set<string>} */
  const signatures = new Set()

  /** A SAS-style URL on the blob listener, valid for `ttlMs`. @param {ArtifactRecord} artifact */
  function signUrl(artifact) {
    const expiry = isoSeconds(Date.now() + ttlMs)
    const sig = sign(artifact.blobId, expiry)
    signatures.add(sig)
    signatures.add(encodeURIComponent(sig))
    const query = new URLSearchParams({
      sv: '2025-01-05',
      spr: 'https',
      se: expiry,
      sr: 'b',
      sp: 'r',
      sig,
      rsct: 'application/zip',
    })
    return `${blobUrl}/_blob/${artifact.blobId}?${query.toString()}`
  }

  /** @param {string} blobId @param {string} expiry */
  const sign = (blobId, expiry) =>
    createHmac('sha256', signingKey).update(`${blobId}\n${expiry}`).digest('base64')

  /**
   * Azure blob storage: refuses an Authorization header next to a SAS signature, checks the
   * signature and its expiry, then serves the zip.
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   * @param {URL} target
   */
  function serveBlob(req, res, target) {
    const blob = store.blobs.get(target.pathname.slice('/_blob/'.length))
    const sig = target.searchParams.get('sig') ?? ''
    const expiry = target.searchParams.get('se') ?? ''
    if (req.headers.authorization !== undefined) {
      sendAzureError(
        res,
        400,
        'InvalidAuthenticationInfo',
        'Authentication information is not given in the correct format. Check the value of Authorization header.',
      )
      return
    }
    if (!blob) {
      sendAzureError(res, 404, 'BlobNotFound', 'The specified blob does not exist.')
      return
    }
    const expected = Buffer.from(sign(blob.blobId, expiry))
    const given = Buffer.from(sig)
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      sendAzureError(
        res,
        403,
        'AuthenticationFailed',
        'Server failed to authenticate the request. Make sure the value of Authorization header is formed correctly including the signature.',
      )
      return
    }
    if (Date.now() > Date.parse(expiry)) {
      sendAzureError(
        res,
        403,
        'AuthenticationFailed',
        `Signature not valid in the specified time frame: Expiry [${expiry}] - Current [${isoSeconds(Date.now())}]`,
      )
      return
    }
    res.writeHead(200, {
      'content-type': 'application/zip',
      'content-length': String(blob.zip.byteLength),
      'x-ms-blob-type': 'BlockBlob',
      'x-ms-request-id': randomBytes(16).toString('hex'),
      etag: `"0x${blob.json.id.toString(16).toUpperCase()}"`,
      'last-modified': new Date(blob.json.created_at ?? 0).toUTCString(),
    })
    res.end(req.method === 'HEAD' ? undefined : Buffer.from(blob.zip))
  }

  return { signUrl, serve: serveBlob, signatures }
}

/**
 * @param {ServerResponse} res
 * @param {number} status
 * @param {string} code
 * @param {string} message
 */
function sendAzureError(res, status, code, message) {
  const requestId = randomBytes(16).toString('hex')
  const xml = `<?xml version="1.0" encoding="utf-8"?><Error><Code>${code}</Code><Message>${message}\nRequestId:${requestId}\nTime:${new Date().toISOString()}</Message></Error>`
  res.writeHead(status, {
    'content-type': 'application/xml',
    'x-ms-error-code': code,
    'x-ms-request-id': requestId,
    'content-length': String(Buffer.byteLength(xml)),
  })
  res.end(xml)
}
