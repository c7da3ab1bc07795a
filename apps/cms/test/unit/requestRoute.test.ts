import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { requestRoute, V1_ROUTES } from '../../src/lib/requestRoute'

const V1_DIR = path.join(import.meta.dirname, '../../src/app/(v1)/v1')

/** Every route file under app/(v1)/v1, as its path below /v1 (the catch-all for unknown paths aside). */
function routeFiles(dir = V1_DIR, prefix = ''): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isFile()) return entry.name === 'route.ts' && prefix ? [prefix] : []
    if (entry.name.startsWith('[[')) return []
    return routeFiles(path.join(dir, entry.name), prefix ? `${prefix}/${entry.name}` : entry.name)
  })
}

describe('the route pattern of a Content API request (its log line)', () => {
  it('knows every route file, and only those', () => {
    expect([...V1_ROUTES].sort()).toEqual(routeFiles().sort())
  })

  it('names the endpoint, never the key, the query or an unknown path', () => {
    expect(requestRoute('/v1/press-releases/jtt-raih-penghargaan?locale=en')).toBe('/v1/press-releases/[slug]')
    expect(requestRoute('/v1/press-releases/years')).toBe('/v1/press-releases/years')
    expect(requestRoute('/v1/search?q=siti%40example.com')).toBe('/v1/search')
    expect(requestRoute('/v1/alert-subscriptions/confirm/')).toBe('/v1/alert-subscriptions/confirm')
    expect(requestRoute('/v1/siti@example.com')).toBe('/v1/(unknown)')
    expect(requestRoute('/v1/pages/a/b')).toBe('/v1/(unknown)')
    expect(requestRoute('/admin/collections/users/12')).toBe('/admin/*')
    expect(requestRoute('/api/users/login')).toBe('/api/*')
  })
})
