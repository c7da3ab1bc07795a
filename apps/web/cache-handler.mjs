// Next.js's data and page cache shared by every web instance through Redis (REDIS_URL): one instance's
// rendering serves the others, and one publish-to-live notification (revalidateTag on any instance)
// expires the entry for all of them. src/server.ts names this file only when REDIS_URL is set; without
// it Next.js keeps its own per-instance cache. While Redis is unreachable at start, the instance caches
// in its own memory (the handler never fails a request for the cache's sake).
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import { ioredisAdapter } from '@fortedigital/nextjs-cache-handler/helpers/ioredisAdapter'
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { Redis } from 'ioredis'
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js'

/** Apart from the rate limits' `jtt:rl:` keys in the same Redis. */
const KEY_PREFIX = 'jtt:next:'

async function createConfig() {
  const url = process.env.REDIS_URL
  // The build renders into its own output; only running servers share.
  if (!url || process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return { handlers: [createLruHandler()] }
  const client = new Redis(url, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 1 })
  let reported = false
  client.on('error', (error) => {
    if (!reported) console.warn(`Page cache: Redis unavailable (${error.message}).`)
    reported = true
  })
  client.on('ready', () => (reported = false))
  try {
    await client.connect()
  } catch (error) {
    console.warn(`Page cache: cannot reach Redis (${error.message}); caching in this instance's memory.`)
    client.disconnect()
    return { handlers: [createLruHandler()] }
  }
  return { handlers: [createRedisHandler({ client: ioredisAdapter(client), keyPrefix: KEY_PREFIX, timeoutMs: 1000 })] }
}

// Once per process: Next.js creates a handler per render context, and they must share one connection.
CacheHandler.onCreation(() => (globalThis.__jttCacheConfig ??= createConfig()))

export default CacheHandler
