import { afterEach, describe, expect, it, vi } from 'vitest'
import { mediaOrigins, mediaPreconnectOrigins } from '../../src/lib/media-origins'

afterEach(() => vi.unstubAllEnvs())

describe('media origins', () => {
  it('are the CMS and, when media lives in object storage, its host', () => {
    vi.stubEnv('CMS_PUBLIC_URL', 'https://cms.example/')
    vi.stubEnv('MEDIA_PUBLIC_URL', 'https://media.example/bucket/path')
    expect(mediaOrigins()).toEqual(['https://cms.example', 'https://media.example'])
    vi.stubEnv('MEDIA_PUBLIC_URL', '')
    expect(mediaOrigins()).toEqual(['https://cms.example'])
  })

  it('are preconnected only when another host than the site', () => {
    vi.stubEnv('SITE_URL', 'https://www.example')
    vi.stubEnv('CMS_PUBLIC_URL', 'https://www.example')
    vi.stubEnv('MEDIA_PUBLIC_URL', 'https://media.example/jtt')
    expect(mediaPreconnectOrigins()).toEqual(['https://media.example'])
    vi.stubEnv('MEDIA_PUBLIC_URL', 'not a url')
    expect(mediaPreconnectOrigins()).toEqual([])
  })
})
