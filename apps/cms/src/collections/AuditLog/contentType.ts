import { defineCollection } from '../../contentTypes/define'
import { AuditLog } from '.'

/** The audit trail: administrators read it, nobody writes it through the API (audit-trail.test.ts). */
export const auditLogType = defineCollection({ config: AuditLog, access: { read: 'none', write: 'nobody' } })
