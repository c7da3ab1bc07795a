import type http from 'node:http'

export type KeptAnswer = {
  version: string
  storedAt: number
  expiresAt: number
  status: number
  headers: http.OutgoingHttpHeaders
  body: Buffer
  /** The request headers the answer varies on (its `Vary`, bar Accept-Encoding: in the key) and their values. */
  varies: [name: string, value: string][]
}

type Entry = KeptAnswer & {
  /** What it takes in memory, roughly: the body, the key and the headers. */
  size: number
  group: string
}

export type KeptAnswersLimits = {
  /** Memory the answers may take; the least recently used go first. */
  maxBytes: number
  /** Answers one group (a route's query variants) may keep; its least recently used go first. */
  maxVariants: number
}

/**
 * The answers a response cache keeps, least recently used first, within two bounds: all of them
 * within `maxBytes`, and each group within `maxVariants` — so one route asked with endless query
 * strings (search terms, made-up filters) cannot push every other page out.
 */
export function keptAnswers(limits: KeptAnswersLimits) {
  // Map and Set iterate in insertion order: re-inserting on use keeps the least recently used first.
  const entries = new Map<string, Entry>()
  const groups = new Map<string, Set<string>>()
  let bytes = 0

  const drop = (key: string) => {
    const old = entries.get(key)
    if (!old) return
    bytes -= old.size
    entries.delete(key)
    const members = groups.get(old.group)
    members?.delete(key)
    if (members?.size === 0) groups.delete(old.group)
  }

  return {
    get(key: string): KeptAnswer | undefined {
      const hit = entries.get(key)
      if (!hit) return undefined
      entries.delete(key)
      entries.set(key, hit)
      const members = groups.get(hit.group)
      members?.delete(key)
      members?.add(key)
      return hit
    },
    set(key: string, group: string, answer: KeptAnswer) {
      const entry: Entry = {
        ...answer,
        group,
        size: answer.body.length + key.length + JSON.stringify(answer.headers).length,
      }
      if (entry.size > limits.maxBytes / 16 || entry.expiresAt <= entry.storedAt) return
      drop(key)
      const members = groups.get(group) ?? new Set<string>()
      groups.set(group, members)
      for (const oldest of members) {
        if (members.size < limits.maxVariants) break
        drop(oldest)
      }
      entries.set(key, entry)
      members.add(key)
      // drop() may have removed the group's set when it emptied it: make sure it is the one kept.
      groups.set(group, members)
      bytes += entry.size
      for (const oldest of entries.keys()) {
        if (bytes <= limits.maxBytes) break
        drop(oldest)
      }
    },
    clear() {
      entries.clear()
      groups.clear()
      bytes = 0
    },
    size: () => entries.size,
  }
}
