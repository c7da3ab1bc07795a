import type { Redis } from 'ioredis'
import { firstConnection, sharedRedis } from './redis'
import { processLogger } from './log'

/**
 * The version of an app's published content: it changes whenever anything visitors can read changes,
 * so an answer kept under one version is known to be current while the version stays the same.
 *
 * Counted in this process (on globalThis: the CMS's hooks run in Next's bundles, the front that keeps
 * answers in another) and, with Redis, also in Redis, so a change made by one instance retires the
 * answers every instance keeps. While Redis cannot be read the version is unknown (null): nothing is
 * kept or served from the cache then, since another instance's change could not be seen.
 */
export type ContentVersion = {
  /** The version now, or null when it cannot be known (or a change is being made in this process). */
  current(): Promise<string | null>
  /**
   * Marks a change being made (called before it is committed): until the returned function has run
   * (called once it is committed or rolled back), this process has no current version, so nothing
   * read in between is kept and a client that reads after its own write never gets an older answer.
   * That function announces the change; it resolves once every instance will see the new version.
   */
  changing(): () => Promise<void>
}

const KEY_PREFIX = 'jtt:version:'

type Local = { changes: number; inProgress: number }
type Counters = { __jttContentVersions?: Map<string, Local> }

function localState(name: string): Local {
  const holder = globalThis as Counters
  holder.__jttContentVersions ??= new Map()
  let state = holder.__jttContentVersions.get(name)
  if (!state) holder.__jttContentVersions.set(name, (state = { changes: 0, inProgress: 0 }))
  return state
}

/** `name` separates the versions of different content (one per app); `redis` defaults to REDIS_URL's. */
export function contentVersion(name: string, redis: Redis | null = sharedRedis()): ContentVersion {
  const local = localState(name)
  const key = `${KEY_PREFIX}${name}`
  const announce = async () => {
    local.changes++
    if (!redis) return
    await firstConnection(redis)
    // Counted here anyway; other instances keep their answers until their cache's age limit.
    await redis.incr(key).catch((error: unknown) => {
      processLogger().warn({ err: error }, 'content version: could not announce a change through Redis')
    })
  }
  return {
    async current() {
      if (local.inProgress > 0) return null
      if (!redis) return String(local.changes)
      await firstConnection(redis)
      try {
        const shared = (await redis.get(key)) ?? '0'
        return local.inProgress > 0 ? null : `${local.changes}:${shared}`
      } catch {
        return null
      }
    },
    changing() {
      local.inProgress++
      let ended = false
      return async () => {
        if (ended) return
        ended = true
        try {
          await announce()
        } finally {
          local.inProgress--
        }
      }
    },
  }
}
