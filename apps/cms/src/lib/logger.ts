import { processLogger, type Logger } from '@jtt/server/log'
import { serializeError, serializeJob } from './logSerializers'

/**
 * Payload logs through the process's logger (@jtt/server/log: JSON lines, scrubbed of secrets and
 * personal data), with our error and job serializers (logSerializers.ts). The server names it `cms`
 * first; the command-line tasks (migrate, seed, reindex) get one of their own by that name.
 */
export const cmsLogger = (): Logger =>
  processLogger('cms').child({}, { serializers: { err: serializeError, job: serializeJob } })
