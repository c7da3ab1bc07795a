import { counter } from '@jtt/server/metrics'

/**
 * Sign-in metrics (issue 26): failed sign-ins, and attempts refused because their address is over its
 * limit (this service's "lockout": no account is ever locked, see loginGuard.ts).
 */
export const loginMetrics = {
  failures: () =>
    counter({ name: 'auth_login_failures_total', help: 'Failed sign-ins (wrong password or no such account)' }),
  blocked: () =>
    counter({
      name: 'auth_login_blocked_total',
      help: 'Sign-in attempts refused because their address is over its failure limit (429)',
    }),
}
