import { logger } from '../log'

/**
 * Spec §8: auth errors are passed to listeners. Server code reports them here; listeners decide
 * what to do (the default one writes a log line — never a token or a password).
 */
export type AuthError =
  | { kind: 'login-refused' }
  | { kind: 'login-rate-limited' }
  | { kind: 'session-expired' }
  | { kind: 'preview-denied'; reason: 'guest' | 'no-scope' }
  | { kind: 'service-unavailable' }

type Listener = (error: AuthError) => void

const listeners = new Set<Listener>([
  (error) => logger().warn({ auth: error.kind, ...('reason' in error ? { reason: error.reason } : {}) }, 'auth error'),
])

/** Adds a listener; answers a function that removes it. */
export function onAuthError(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function emitAuthError(error: AuthError) {
  for (const listener of listeners) {
    try {
      listener(error)
    } catch {
      // One failing listener must not keep the others from hearing about it.
    }
  }
}
