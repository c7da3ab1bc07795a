import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { markCommandLine } from '../lib/commandLine'
import { disableNotifications } from '../publishing/notifier'
import { searchIndexSettled } from '../search/indexer'
import { processLogger } from '@jtt/server/log'

/**
 * Runs a command-line task against Payload and exits with its outcome (1 on failure, with the error
 * logged), so a caller can trust the exit code. Built into dist/ by scripts/lib/bundle-cli.mjs.
 */
export async function runWithPayload(name: string, task: (payload: Payload) => Promise<void>): Promise<never> {
  let code = 0
  // No job queue and no publish-to-live notifications from the command line (see payload.config.ts).
  markCommandLine()
  disableNotifications()
  try {
    const payload = await getPayload({ config })
    try {
      await task(payload)
      // Documents the task wrote are indexed after their transactions end; let that finish.
      await searchIndexSettled()
      payload.logger.info(`${name}: done`)
    } finally {
      await payload.destroy()
    }
  } catch (error) {
    processLogger('cms').error({ err: error }, `${name} failed`)
    code = 1
  }
  process.exit(code)
}
