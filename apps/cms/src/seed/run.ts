import config from '@payload-config'
import { getPayload } from 'payload'
import { seed } from './index'

// Entry for `tsx src/seed/run.ts` (npm start runs it after the migrations). Not `payload run`:
// its bin sometimes exits 0 before the script is loaded (the event loop empties while tsx's
// loader starts), which would silently skip the seed.
const payload = await getPayload({ config })
try {
  await seed(payload)
  payload.logger.info('seed: done')
} finally {
  await payload.destroy()
}
process.exit(0)
