import type { ErrorCode } from '@jtt/content-api'

/** An error the API answers as `{ error: { code, message } }` with its HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

export const badRequest = (code: ErrorCode, message: string) => new ApiError(400, code, message)
export const notFound = (message = 'Not found.') => new ApiError(404, 'not_found', message)
/** One message for every login failure, so answers never reveal which accounts exist. */
export const invalidCredentials = () =>
  new ApiError(401, 'unauthorized', 'Email or password is incorrect, or the account is temporarily locked.')
export const unauthorized = () => new ApiError(401, 'unauthorized', 'A valid bearer token is required.')
export const forbidden = (message = 'Your account lacks the permission for this.') =>
  new ApiError(403, 'forbidden', message)
