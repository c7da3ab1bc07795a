import config from '@payload-config'
import { getPayload } from 'payload'
import { seed } from './index'

// Entry for `payload run src/seed/run.ts` (npm start runs it after the migrations).
const payload = await getPayload({ config })
try {
  await seed(payload)
  payload.logger.info('seed: done')
} finally {
  await payload.destroy()
}
process.exit(0)
