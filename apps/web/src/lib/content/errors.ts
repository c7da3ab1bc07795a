import type { ContentApiError } from '@jtt/content-api'

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
  }
}
