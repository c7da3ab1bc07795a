import type { PayloadRequest } from 'payload'
import { hasScope } from '../lib/scopes'

/** Only user managers (administrators) may queue, run or cancel background jobs by hand. */
export const isUserManager = ({ req }: { req: PayloadRequest }): boolean => hasScope(req.user, 'users:manage')
