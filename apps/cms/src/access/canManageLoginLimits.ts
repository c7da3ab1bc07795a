import type { PayloadRequest } from 'payload'
import { hasScope } from '../lib/scopes'

/**
 * Who may list the addresses and accounts held back at sign-in, and clear them: administrators
 * (`users:manage`). The list names client addresses and accounts under attack, and clearing one
 * lets its guessing resume.
 */
export const canManageLoginLimits = ({ req }: { req: PayloadRequest }): boolean => hasScope(req.user, 'users:manage')
