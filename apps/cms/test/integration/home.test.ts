import { describe, expect, it } from 'vitest'
import { client, getRaw } from './helpers'

describe('GET /home', () => {
  it('answers the home page in both languages with the same structure', async () => {
    const [id, en] = await Promise.all([client().home({ locale: 'id' }), client('en').home({ locale: 'en' })])
    if (!id.ok || !en.ok) throw new Error('request failed')
    expect(id.data.data.hero.title).toMatch(/Pulau Jawa/)
    expect(en.data.data.hero.title).toMatch(/Connecting Java/)
    expect(id.data.data.hero.image?.conversions.hero?.url).toMatch(/^http/)
    expect(id.data.data.figures.map((f) => f.value)).toEqual(en.data.data.figures.map((f) => f.value))
    expect(id.data.data.figures.map((f) => f.id)).toEqual(en.data.data.figures.map((f) => f.id))
    expect(en.data.data.quickLinks.map((q) => q.title)).toContain('Rest Areas')
    expect(en.data.data.hero.cta).toMatchObject({ label: 'About Us', enUrl: expect.stringMatching(/^\/en\//) })
  })

  it('refuses a draft preview without a token', async () => {
    const res = await getRaw('/home?draft=true')
    expect(res.status).toBe(401)
  })

  it('refuses filters it does not have', async () => {
    expect((await getRaw('/home?filter[slug]=x')).status).toBe(400)
  })
})
