import { describe, expect, it } from 'vitest'
import { ok } from './about-fixtures'
import { adminRest, client, expectErrorBody, getRaw, loginToken } from './helpers'

describe('About Us globals', () => {
  it('GET /company-profile: history, vision and mission, values and key facts in both languages', async () => {
    const id = ok(await client().companyProfile()).data
    const en = ok(await client('en').companyProfile({ locale: 'en' })).data
    expect(id.history.milestones.length).toBeGreaterThanOrEqual(5)
    expect(en.history.milestones.map((m) => [m.id, m.year])).toEqual(id.history.milestones.map((m) => [m.id, m.year]))
    const years = id.history.milestones.map((m) => m.year)
    expect(years).toEqual([...years].sort((a, b) => a - b))
    expect(en.vision).not.toBe(id.vision)
    expect(id.values.map((v) => v.name)).toEqual(['Amanah', 'Kompeten', 'Harmonis', 'Loyal', 'Adaptif', 'Kolaboratif'])
    expect(id.keyFacts.map((f) => f.value)).toContain(676)
    expect(en.untranslated).toEqual([])
    expect(id.meta.metaDesc).toBeTruthy()
  })

  it('GET /organization-structure: the chart and the units as a tree of three levels', async () => {
    const id = ok(await client().organization()).data
    const en = ok(await client('en').organization({ locale: 'en' })).data
    expect(id.chart?.conversions.hero?.url).toMatch(/^http/)
    const depth = (units: typeof id.units): number => Math.max(0, ...units.map((u) => 1 + depth(u.children)))
    expect(depth(id.units)).toBe(3)
    expect(id.units[0]?.head).toBeTruthy()
    expect(en.units[0]?.name).toBe('President Director')
    expect(en.units[0]?.children.map((u) => u.id)).toEqual(id.units[0]?.children.map((u) => u.id))
  })

  it('GET /whistleblowing: what to report, protection, steps and channels with safe links', async () => {
    const page = ok(await client('en').whistleblowing({ locale: 'en' })).data
    expect(page.reportable.length).toBeGreaterThan(3)
    expect(page.protection.length).toBeGreaterThan(0)
    expect(page.steps.length).toBeGreaterThan(2)
    const byKind = Object.fromEntries(page.channels.map((c) => [c.kind, c.href]))
    expect(byKind.email).toMatch(/^mailto:/)
    expect(byKind.whatsapp).toMatch(/^https:\/\/wa\.me\/62\d+$/)
    expect(byKind.mail).toBeNull()
    expect(page.external?.url).toMatch(/^https:\/\//)
  })

  it('GET /about-pages: a title, introduction and SEO for each list page', async () => {
    const en = ok(await client('en').aboutPages({ locale: 'en' })).data
    expect(en.sections.commissioners.title).toBe('Board of Commissioners')
    expect(en.sections.csr.meta.metaDesc).toBeTruthy()
    expect(Object.keys(en.sections).sort()).toEqual(['business', 'commissioners', 'csr', 'directors', 'secretary'])
  })

  it('an English text left empty falls back to Indonesian and is listed as untranslated', async () => {
    const token = await loginToken()
    const before = ok(await client('en').aboutPages({ locale: 'en' })).data.sections.directors.intro
    const indonesian = ok(await client().aboutPages()).data.sections.directors.intro
    const save = (intro: string) =>
      adminRest('POST', '/globals/about-pages?locale=en', token, { directors: { intro }, _status: 'published' })
    expect((await save('')).status).toBe(200)
    try {
      const en = ok(await client('en').aboutPages({ locale: 'en' })).data
      expect(en.sections.directors.intro).toBe(indonesian)
      expect(en.untranslated).toContain('sections.directors.intro')
    } finally {
      expect((await save(before)).status).toBe(200)
    }
    expect(ok(await client('en').aboutPages({ locale: 'en' })).data.untranslated).toEqual([])
  })

  it('a draft of a global is served to nobody but a previewer', async () => {
    const token = await loginToken()
    const draft = 'Visi draf yang belum terbit'
    const saved = await adminRest('POST', '/globals/company-profile?draft=true&locale=id', token, { vision: draft })
    expect(saved.status).toBe(200)
    expect(ok(await client().companyProfile()).data.vision).not.toBe(draft)
    expect(ok(await client().companyProfile({ draft: true }, { token })).data.vision).toBe(draft)
    expect((await getRaw('/company-profile?draft=true')).status).toBe(401)
    // Publish the current published text again, so the draft is gone for later tests.
    const published = ok(await client().companyProfile()).data.vision
    await adminRest('POST', '/globals/company-profile?locale=id', token, { vision: published, _status: 'published' })
  })

  it.each([
    ['/company-profile?filter[id]=1', 'invalid_filter'],
    ['/organization-structure?locale=xx', 'invalid_locale'],
    ['/whistleblowing?page=2', 'bad_request'],
    ['/about-pages?draft=maybe', 'bad_request'],
  ])('refuses %s', async (path, code) => {
    const res = await getRaw(path)
    expect(res.status).toBe(400)
    expect(expectErrorBody(res.json).code).toBe(code)
  })
})
