import { ApiError } from './errors'
import { json, PRIVATE_NO_STORE } from './respond'

type RouteHandler = (request: Request) => Promise<Response>

/**
 * Wraps a route so every failure becomes the contract's error body: known errors with their status,
 * anything else as a 500 whose details go to the log only (never a stack trace to the client).
 */
export function apiRoute(handler: RouteHandler): RouteHandler {
  return async (request) => {
    try {
      return await handler(request)
    } catch (error) {
      if (error instanceof ApiError) {
        return json({ error: { code: error.code, message: error.message } }, error.status, {
          ...PRIVATE_NO_STORE,
          ...error.headers,
        })
      }
      const name = error instanceof Error ? error.name : typeof error
      const message = error instanceof Error ? error.message : String(error)
      console.error(`[v1] ${request.method} ${new URL(request.url).pathname} failed: ${name}: ${message}`)
      return json({ error: { code: 'internal_error', message: 'Something went wrong on our side.' } }, 500)
    }
  }
}
