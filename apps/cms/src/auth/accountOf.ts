import { payloadClient } from '../api/payload'

/**
 * Whether a user signs in with this email, looked up as Payload's login looks it up (trimmed,
 * lower-case). One indexed read, made after every failed login whatever the account, so that
 * asking costs the same for both.
 */
export async function accountExists(email: string): Promise<boolean> {
  const payload = await payloadClient()
  const { totalDocs } = await payload.count({
    collection: 'users',
    where: { email: { equals: email.toLowerCase().trim() } },
    overrideAccess: true,
  })
  return totalDocs > 0
}
