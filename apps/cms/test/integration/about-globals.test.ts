import { describe, expect, it } from 'vitest'
import { ok } from './about-fixtures'
import { adminRest, client, expectErrorBody, getRaw, loginToken } from './helpers'

type Preview = { token: string; draft: boolean }
/** A global's query: anonymous, or with a token, asking for drafts or not. */
const query = (options?: Preview) => (options?.draft ? { draft: true } : {})
const call = (options?: Preview) => (options ? { token: options.token } : undefined)

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

  /**
   * Texts without English in the other globals, nested ones included: a row added in Indonesian only
   * (its English is required once written, so it is missing, never empty) and an English text left
   * empty. Each falls back to the Indonesian text and is listed by its path in `untranslated`. Saved as
   * the CMS editor does, then put back.
   */
  type Stored = Record<string, unknown>
  const rowsOf = (doc: Stored, ...path: string[]) =>
    path.reduce<unknown>((value, key) => (value as Stored)[key], doc) as Stored[]
  it.each([
    {
      global: 'company-profile',
      locale: 'id',
      // A milestone added in Indonesian only, after the others (the newest year).
      change: (doc: Stored) => ({
        history: {
          ...(doc.history as Stored),
          milestones: [...rowsOf(doc, 'history', 'milestones'), { year: 2100, title: 'Tonggak uji' }],
        },
      }),
      restore: (doc: Stored) => ({ history: doc.history }),
      path: (doc: Stored) => `history.milestones.${rowsOf(doc, 'history', 'milestones').length}.title`,
      read: async (locale: 'id' | 'en') =>
        ok(await client(locale).companyProfile({ locale })).data.history.milestones.at(-1)?.title,
      untranslated: async () => ok(await client('en').companyProfile({ locale: 'en' })).data.untranslated,
    },
    {
      global: 'whistleblowing',
      locale: 'id',
      change: (doc: Stored) => ({
        reportable: [...rowsOf(doc, 'reportable'), { text: 'Hal uji yang dapat dilaporkan' }],
      }),
      restore: (doc: Stored) => ({ reportable: doc.reportable }),
      path: (doc: Stored) => `reportable.${rowsOf(doc, 'reportable').length}.text`,
      read: async (locale: 'id' | 'en') =>
        ok(await client(locale).whistleblowing({ locale })).data.reportable.at(-1)?.text,
      untranslated: async () => ok(await client('en').whistleblowing({ locale: 'en' })).data.untranslated,
    },
    {
      global: 'organization-structure',
      locale: 'en',
      change: () => ({ intro: '' }),
      restore: (doc: Stored) => ({ intro: doc.intro }),
      path: () => 'intro',
      read: async (locale: 'id' | 'en') => ok(await client(locale).organization({ locale })).data.intro,
      untranslated: async () => ok(await client('en').organization({ locale: 'en' })).data.untranslated,
    },
  ])('$global: a text without English falls back to Indonesian and is listed', async (g) => {
    const token = await loginToken()
    const stored = await adminRest('GET', `/globals/${g.global}?locale=${g.locale}&fallback-locale=none&depth=0`, token)
    const doc = stored.json
    const english = await g.read('en')
    const save = (data: Stored) =>
      adminRest('POST', `/globals/${g.global}?locale=${g.locale}`, token, { ...data, _status: 'published' })
    const changed = await save(g.change(doc))
    expect(changed.status, JSON.stringify(changed.json)).toBe(200)
    try {
      const indonesian = await g.read('id')
      expect(indonesian).toBeTruthy()
      expect(await g.read('en')).toBe(indonesian)
      expect(await g.untranslated()).toContain(g.path(doc))
    } finally {
      expect((await save(g.restore(doc))).status).toBe(200)
    }
    expect(await g.read('en')).toBe(english)
    expect(await g.untranslated()).toEqual([])
  })

  /** Each About Us global: the API path, a text field as saved and the same text as served. */
  const DRAFTABLE = [
    {
      path: '/company-profile',
      global: 'company-profile',
      save: (text: string) => ({ vision: text }),
      read: async (options?: Preview) => ok(await client().companyProfile(query(options), call(options))).data.vision,
    },
    {
      path: '/organization-structure',
      global: 'organization-structure',
      save: (text: string) => ({ intro: text }),
      read: async (options?: Preview) => ok(await client().organization(query(options), call(options))).data.intro,
    },
    {
      path: '/whistleblowing',
      global: 'whistleblowing',
      save: (text: string) => ({ external: { label: text } }),
      read: async (options?: Preview) =>
        ok(await client().whistleblowing(query(options), call(options))).data.external?.label,
    },
    {
      path: '/about-pages',
      global: 'about-pages',
      save: (text: string) => ({ directors: { intro: text } }),
      read: async (options?: Preview) =>
        ok(await client().aboutPages(query(options), call(options))).data.sections.directors.intro,
    },
  ]

  it.each(DRAFTABLE)('a draft of $path is served to nobody but a previewer asking for drafts', async (g) => {
    const token = await loginToken()
    const published = await g.read()
    const draft = `Draf ${g.global} yang belum terbit`
    const saved = await adminRest('POST', `/globals/${g.global}?draft=true&locale=id`, token, g.save(draft))
    expect(saved.status).toBe(200)
    try {
      expect(await g.read()).toBe(published)
      // A token alone (without draft=true) reads what visitors read.
      expect(await g.read({ token, draft: false })).toBe(published)
      expect(await g.read({ token, draft: true })).toBe(draft)
      expect((await getRaw(`${g.path}?draft=true`)).status).toBe(401)
    } finally {
      // Publish the published text again, so the draft is gone for later tests.
      const restored = await adminRest('POST', `/globals/${g.global}?locale=id`, token, {
        ...g.save(published!),
        _status: 'published',
      })
      expect(restored.status).toBe(200)
    }
    expect(await g.read({ token, draft: true })).toBe(published)
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
