import { createContentClient } from '@jtt/content-api'
import { healthTrackingFetch } from './health'

/** The contract client, configured from the environment; the site's only way to reach the CMS. */
const contentApiUrl = () => process.env.CONTENT_API_URL ?? 'http://127.0.0.1:3001/v1'

export const api = createContentClient({
  baseUrl: contentApiUrl(),
  timeoutMs: Number(process.env.CONTENT_API_TIMEOUT_MS ?? 5000),
  fetch: healthTrackingFetch,
})
