import { ApiError } from './errors'
import { json, PRIVATE_NO_STORE } from './respond'
import { processLogger } from '@jtt/server/log'
import { REQUEST_ID_HEADER } from '@jtt/server/request-context'
import { requestRoute } from '../lib/requestRoute'

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
      processLogger().error(
        {
          err: error,
          reqId: request.headers.get(REQUEST_ID_HEADER),
          route: requestRoute(new URL(request.url).pathname),
        },
        `${request.method} failed`,
      )
      return json({ error: { code: 'internal_error', message: 'Something went wrong on our side.' } }, 500)
    }
  }
}
