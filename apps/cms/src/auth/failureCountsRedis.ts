import type { connectRedis } from '@jtt/server/rate-limit'
import type { FailureCounts, FailureEntry } from './failureCounts'

type Redis = ReturnType<typeof connectRedis>

/**
 * Counts one in a hash `{ n, label }` and starts the window with the first count, in one step (two
 * instances counting the same key at once both count). Answers [n, ms left, label].
 */
const HIT = `
local n = redis.call('HINCRBY', KEYS[1], 'n', 1)
if n == 1 or redis.call('PTTL', KEYS[1]) < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  redis.call('HSET', KEYS[1], 'label', ARGV[2])
end
return { n, redis.call('PTTL', KEYS[1]), redis.call('HGET', KEYS[1], 'label') }`

/** Gives one back, if the key still exists (a refund never creates a key without a window). */
const REFUND = `
if redis.call('EXISTS', KEYS[1]) == 1 then redis.call('HINCRBY', KEYS[1], 'n', -1) end
return 0`

/**
 * The first connection attempt: until it settles, a command fails at once (no offline queue) and
 * would be counted in memory. Waited for once, at most 1.5 s, as @jtt/server's limits do.
 */
const firstAttempts = new WeakMap<Redis, Promise<void>>()
function firstAttempt(client: Redis): Promise<void> {
  let attempt = firstAttempts.get(client)
  if (!attempt) {
    attempt = new Promise<void>((resolve) => {
      if (client.status === 'ready') return resolve()
      const timer = setTimeout(resolve, 1500)
      timer.unref?.()
      client.once('ready', () => resolve())
      client.once('error', () => resolve())
    })
    firstAttempts.set(client, attempt)
  }
  return attempt
}

const entryOf = (key: string, n: unknown, msLeft: unknown, label: unknown): FailureEntry => ({
  key,
  failures: Number(n ?? 0),
  resetsAt: Date.now() + Math.max(0, Number(msLeft ?? 0)),
  label: typeof label === 'string' ? label : '',
})

/** Failure counts in Redis, one hash per key under `prefix`, expiring with its window. */
export function redisFailureCounts(client: Redis, prefix: string, windowMs: number): FailureCounts {
  const ready = () => firstAttempt(client)
  const read = async (keys: string[]): Promise<FailureEntry[]> => {
    if (keys.length === 0) return []
    const pipeline = client.pipeline()
    for (const key of keys) pipeline.hgetall(`${prefix}${key}`).pttl(`${prefix}${key}`)
    const results = (await pipeline.exec()) ?? []
    const failed = results.find(([error]) => error)
    if (failed) throw failed[0]
    return keys.flatMap((key, i) => {
      const hash = results[2 * i]![1] as Record<string, string>
      const msLeft = results[2 * i + 1]![1]
      // Gone between the scan and the read, or not (yet) a counted key.
      return hash.n === undefined || Number(msLeft) <= 0 ? [] : [entryOf(key, hash.n, msLeft, hash.label)]
    })
  }
  return {
    async get(key) {
      await ready()
      return (await read([key]))[0] ?? null
    },
    async hit(key, label) {
      await ready()
      const [n, msLeft, kept] = (await client.eval(HIT, 1, `${prefix}${key}`, windowMs, label)) as unknown[]
      return entryOf(key, n, msLeft, kept)
    },
    async refund(key) {
      await ready()
      await client.eval(REFUND, 1, `${prefix}${key}`)
    },
    async clear(keys) {
      await ready()
      return keys.length === 0 ? 0 : client.del(...keys.map((key) => `${prefix}${key}`))
    },
    async list() {
      await ready()
      const keys: string[] = []
      // SCAN, not KEYS: it does not hold Redis up while it walks a large key space.
      let cursor = '0'
      do {
        const [next, found] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500)
        cursor = next
        keys.push(...found.map((full) => full.slice(prefix.length)))
      } while (cursor !== '0')
      return read([...new Set(keys)])
    },
  }
}
