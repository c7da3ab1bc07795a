import { createContentClient } from '@jtt/content-api'
import { env } from '../../env'
import { healthTrackingFetch } from './health'

/** The contract client, configured from the environment; the site's only way to reach the CMS. */
export const api = createContentClient({ ...env.contentApi, fetch: healthTrackingFetch })
