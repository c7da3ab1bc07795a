import { processLogger } from '@jtt/server/log'

/**
 * The site's logger: the process's (@jtt/server/log), which the server names `web` at start. JSON
 * lines with the request id, scrubbed of secrets and personal data whatever a caller passes.
 */
export const logger = () => processLogger('web')
