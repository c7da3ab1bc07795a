/**
 * Decides whether a failed JavaScript chunk load should trigger a full page reload. After a new
 * deployment, an open tab may ask for chunk files that no longer exist; a reload fetches the new
 * build. The guard interval stops a reload loop when the chunk is genuinely unavailable.
 * Relative import (not `@/`) so the unit tests, which have no path alias, can load this file.
 */
import { CHUNK_RELOAD_GUARD_MS } from '../config/constants'

/** sessionStorage key holding the time (ms since epoch) of the last chunk-error reload. */
export const CHUNK_RELOAD_STORAGE_KEY = 'jtt:chunk-reload-at'

/** Messages emitted by webpack, Turbopack, Chromium, Safari and Firefox for a failed chunk import. */
const CHUNK_ERROR_MESSAGE = new RegExp(
  [
    'Loading chunk [\\w-]+ failed',
    'Failed to fetch dynamically imported module',
    'Importing a module script failed',
    'error loading dynamically imported module',
  ].join('|'),
  'i',
)

/** Reads `name`/`message` from an Error, an error-like object or a plain string. */
function describe(error: unknown): { name: string; message: string } {
  if (typeof error === 'string') return { name: '', message: error }
  if (typeof error !== 'object' || error === null) return { name: '', message: '' }
  const { name, message } = error as { name?: unknown; message?: unknown }
  return {
    name: typeof name === 'string' ? name : '',
    message: typeof message === 'string' ? message : '',
  }
}

export function isChunkLoadError(error: unknown): boolean {
  const { name, message } = describe(error)
  return name === 'ChunkLoadError' || CHUNK_ERROR_MESSAGE.test(message)
}

/**
 * True when `error` is a chunk-load failure and no reload happened within the guard interval.
 * A `lastReloadAt` in the future (clock changed) is treated as stale rather than blocking forever.
 */
export function shouldReloadAfterChunkError(error: unknown, lastReloadAt: number | null, now: number): boolean {
  if (!isChunkLoadError(error)) return false
  if (lastReloadAt === null || lastReloadAt > now) return true
  return now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS
}

/** Parses the stored timestamp; anything but a finite number counts as "never reloaded". */
export function parseReloadTimestamp(raw: string | null): number | null {
  if (raw === null || raw.trim() === '') return null
  const value = Number(raw)
  return Number.isFinite(value) ? value : null
}
