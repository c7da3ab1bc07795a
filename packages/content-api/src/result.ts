/** What can go wrong talking to the content service, as data rather than thrown errors. */
export type ContentApiErrorKind =
  | 'http' // the service answered with an error status
  | 'network' // the service could not be reached
  | 'timeout' // the service did not answer in time
  | 'invalid-response' // the answer did not match the contract

export type ContentApiError = {
  kind: ContentApiErrorKind
  /** HTTP status when the service answered; 0 otherwise. */
  status: number
  code: string
  message: string
}

export type Result<T> = { ok: true; data: T } | { ok: false; error: ContentApiError }

export const ok = <T>(data: T): Result<T> => ({ ok: true, data })
export const fail = <T = never>(error: ContentApiError): Result<T> => ({ ok: false, error })

/** Unwraps a result or throws, for callers that prefer exceptions (error boundaries). */
export class ContentApiRequestError extends Error {
  readonly detail: ContentApiError
  constructor(detail: ContentApiError) {
    super(`Content API ${detail.kind} error (${detail.status || 'no status'}): ${detail.code}`)
    this.name = 'ContentApiRequestError'
    this.detail = detail
  }
}

export function unwrap<T>(result: Result<T>): T {
  if (result.ok) return result.data
  throw new ContentApiRequestError(result.error)
}
