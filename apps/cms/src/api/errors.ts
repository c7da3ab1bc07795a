import type { ErrorCode } from '@jtt/content-api'

/** An error the API answers as `{ error: { code, message } }` with its HTTP status (and headers). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

export const badRequest = (code: ErrorCode, message: string) => new ApiError(400, code, message)
export const notFound = (message = 'Not found.') => new ApiError(404, 'not_found', message)
export const unauthorized = () => new ApiError(401, 'unauthorized', 'A valid bearer token is required.')
export const forbidden = (message = 'Your account lacks the permission for this.') =>
  new ApiError(403, 'forbidden', message)
export const tooManyRequests = (message: string, retryAfterSeconds: number, code: ErrorCode = 'too_many_requests') =>
  new ApiError(429, code, message, { 'retry-after': String(retryAfterSeconds) })
