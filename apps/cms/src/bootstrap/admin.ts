import crypto from 'node:crypto'
import type { Payload } from 'payload'
import { env } from '../lib/env'
import { passwordProblem } from '../lib/passwordStrength'

/** A random password that always satisfies the strong-password rule. */
function randomStrongPassword(): string {
  const body = crypto.randomBytes(18).toString('base64url')
  return `${body}aA1!`
}

/**
 * Creates the first admin when there is no user yet: from CMS_ADMIN_EMAIL / CMS_ADMIN_PASSWORD,
 * or with a random password printed once (it is stored only as a hash).
 */
export async function ensureAdmin(payload: Payload): Promise<void> {
  const existing = await payload.count({ collection: 'users' })
  if (existing.totalDocs > 0) return
  const { email, password: given } = env.admin
  if (given && passwordProblem(given)) throw new Error(`CMS_ADMIN_PASSWORD: ${passwordProblem(given)}`)
  const password = given || randomStrongPassword()
  await payload.create({
    collection: 'users',
    data: { email, password, name: 'Administrator', roles: ['admin'] },
    overrideAccess: true,
  })
  if (given) {
    payload.logger.info(`Created the first admin user ${email} (password from CMS_ADMIN_PASSWORD).`)
  } else {
    // Printed once on purpose: this is the only way to learn the generated password.
    console.log(
      `\n  First admin user created.\n  Email:    ${email}\n  Password: ${password}\n  Change it after your first login.\n`,
    )
  }
}
