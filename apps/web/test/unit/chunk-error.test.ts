import { describe, expect, it } from 'vitest'
import { CHUNK_RELOAD_GUARD_MS } from '../../src/config/constants'
import {
  CHUNK_RELOAD_STORAGE_KEY,
  isChunkLoadError,
  parseReloadTimestamp,
  shouldReloadAfterChunkError,
} from '../../src/lib/chunk-error'

const NOW = 1_800_000_000_000

function chunkLoadError(): Error {
  const error = new Error('Loading chunk app-page failed.\n(error: https://example.test/chunks/x.js)')
  error.name = 'ChunkLoadError'
  return error
}

describe('isChunkLoadError', () => {
  it.each([
    ['ChunkLoadError by name', Object.assign(new Error('anything'), { name: 'ChunkLoadError' })],
    ['webpack message', new Error('Loading chunk 123 failed.')],
    ['named chunk message', new Error('Loading chunk app-layout failed')],
    ['Chromium dynamic import', new TypeError('Failed to fetch dynamically imported module: /a.js')],
    ['Safari dynamic import', new TypeError('Importing a module script failed.')],
    ['Firefox dynamic import', new TypeError('error loading dynamically imported module: /a.js')],
    ['plain string message', 'Loading chunk 7 failed'],
    ['error-like object', { name: 'Error', message: 'FAILED TO FETCH DYNAMICALLY IMPORTED MODULE' }],
  ])('recognises %s', (_name, error) => {
    expect(isChunkLoadError(error)).toBe(true)
  })

  it.each([
    ['ordinary error', new Error('Cannot read properties of undefined')],
    ['network error', new TypeError('Failed to fetch')],
    ['CSS chunk wording without an id', new Error('Loading chunk  failed')],
    ['null', null],
    ['undefined', undefined],
    ['number', 42],
    ['object without strings', { name: 1, message: {} }],
  ])('ignores %s', (_name, error) => {
    expect(isChunkLoadError(error)).toBe(false)
  })
})

describe('shouldReloadAfterChunkError', () => {
  it('reloads on a chunk error when never reloaded before', () => {
    expect(shouldReloadAfterChunkError(chunkLoadError(), null, NOW)).toBe(true)
  })

  it('does not reload for other errors', () => {
    expect(shouldReloadAfterChunkError(new Error('boom'), null, NOW)).toBe(false)
  })

  it('does not reload again within the guard interval', () => {
    expect(shouldReloadAfterChunkError(chunkLoadError(), NOW - 1000, NOW)).toBe(false)
    expect(shouldReloadAfterChunkError(chunkLoadError(), NOW - CHUNK_RELOAD_GUARD_MS + 1, NOW)).toBe(false)
  })

  it('reloads again once the guard interval has passed', () => {
    expect(CHUNK_RELOAD_GUARD_MS).toBe(60_000)
    expect(shouldReloadAfterChunkError(chunkLoadError(), NOW - CHUNK_RELOAD_GUARD_MS, NOW)).toBe(true)
  })

  it('treats a timestamp in the future as stale', () => {
    expect(shouldReloadAfterChunkError(chunkLoadError(), NOW + 5000, NOW)).toBe(true)
  })
})

describe('parseReloadTimestamp', () => {
  it('parses a stored number', () => {
    expect(parseReloadTimestamp(String(NOW))).toBe(NOW)
  })

  it.each([null, '', '  ', 'abc', 'NaN', 'Infinity'])('returns null for %j', (raw) => {
    expect(parseReloadTimestamp(raw)).toBeNull()
  })

  it('uses the agreed storage key', () => {
    expect(CHUNK_RELOAD_STORAGE_KEY).toBe('jtt:chunk-reload-at')
  })
})
