import { payloadClient } from '../api/payload'

/**
 * The account that signs in with this email (its id and email), looked up as Payload's login looks it
 * up (trimmed, lower-case), or null. One indexed read, made after every failed login whatever the
 * account, so that asking costs the same for both.
 */
export async function accountOf(email: string): Promise<{ id: number; email: string } | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'users',
    where: { email: { equals: email.toLowerCase().trim() } },
    select: { email: true },
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const [account] = docs
  return account ? { id: account.id, email: account.email } : null
}

/**
 * A wrong password on an existing account, in the audit trail (audit/accountEvents.ts). Not awaited by
 * the login: its answer must not take longer than one for an unknown account, which records nothing.
 */
export function auditFailedSignIn(account: { id: number; email: string }): void {
  void (async () => {
    const payload = await payloadClient()
    const { recordFailedSignIn } = await import('../audit/accountEvents')
    await recordFailedSignIn(payload, account).catch((error: unknown) =>
      payload.logger.error(`audit: could not record a failed sign-in: ${String(error)}`),
    )
  })()
}
