import { afterEach, describe, expect, it, vi } from 'vitest'
import { withEnv } from './fresh-env'

afterEach(() => vi.unstubAllEnvs())

const mediaOriginsWith = (variables: Record<string, string>) =>
  withEnv(variables, () => import('../../src/lib/media-origins'))

describe('media origins', () => {
  it('are the CMS and, when media lives in object storage, its host', async () => {
    const withStorage = await mediaOriginsWith({
      CMS_PUBLIC_URL: 'https://cms.example/',
      MEDIA_PUBLIC_URL: 'https://media.example/bucket/path',
    })
    expect(withStorage.mediaOrigins()).toEqual(['https://cms.example', 'https://media.example'])
    const withoutStorage = await mediaOriginsWith({ MEDIA_PUBLIC_URL: '' })
    expect(withoutStorage.mediaOrigins()).toEqual(['https://cms.example'])
  })

  it('are preconnected only when another host than the site', async () => {
    const withStorage = await mediaOriginsWith({
      SITE_URL: 'https://www.example',
      CMS_PUBLIC_URL: 'https://www.example',
      MEDIA_PUBLIC_URL: 'https://media.example/jtt',
    })
    expect(withStorage.mediaPreconnectOrigins()).toEqual(['https://media.example'])
    const sameHost = await mediaOriginsWith({ MEDIA_PUBLIC_URL: '' })
    expect(sameHost.mediaPreconnectOrigins()).toEqual([])
  })
})
