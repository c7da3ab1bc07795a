import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
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
 * or with a random password told once (it is stored only as a hash).
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
    return
  }
  // The only way to learn the generated password, so it is told once — but never in a log line: on a
  // terminal it is printed; otherwise (a container, whose output is collected) it goes to a file only
  // the service's user may read, and the log says where.
  if (process.stdout.isTTY) {
    process.stdout.write(
      `\n  First admin user created.\n  Email:    ${email}\n  Password: ${password}\n  Change it after your first login.\n\n`,
    )
    return
  }
  const file = path.join(env.dataDir, 'first-admin-password.txt')
  fs.mkdirSync(env.dataDir, { recursive: true })
  fs.writeFileSync(file, `${email}\n${password}\n`, { mode: 0o600 })
  payload.logger.warn({ file }, 'Created the first admin user; its password is in this file: read it, then delete it')
}
