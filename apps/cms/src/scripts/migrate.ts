import config from '@payload-config'
import { getPayload } from 'payload'

// Applies the committed migrations, never interactively (schema push is off, so Payload never asks
// about a pushed database). Run with `tsx` for the same reason as the seed (see seed/run.ts).
const payload = await getPayload({ config })
try {
  await payload.db.migrate()
  payload.logger.info('migrate: database is up to date')
} finally {
  await payload.destroy()
}
process.exit(0)
