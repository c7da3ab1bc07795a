import type { ContentApiError } from '@jtt/content-api'
import { noteContentFailure } from './request-failures'

/** The service did not answer, or failed itself; its 4xx and malformed answers are bugs here instead. */
const isOutage = (detail: ContentApiError) =>
  detail.kind === 'timeout' || detail.kind === 'network' || (detail.kind === 'http' && detail.status >= 500)

/**
 * Thrown when the content service cannot answer. The fixed `digest` survives Next's production error
 * redaction, so the error page can tell "data not available" apart from a bug.
 */
const CONTENT_UNAVAILABLE_DIGEST = 'JTT_CONTENT_UNAVAILABLE'

export class ContentUnavailableError extends Error {
  readonly digest = CONTENT_UNAVAILABLE_DIGEST
  constructor(what: string, detail: ContentApiError) {
    super(`Content service could not answer ${what}: ${detail.kind} ${detail.status} ${detail.code}`)
    this.name = 'ContentUnavailableError'
    // The request's 500 becomes the readable 503 (server.ts); the thrown error may be caught, but then
    // the page does not fail and the note is never read.
    if (isOutage(detail)) noteContentFailure()
  }
}
