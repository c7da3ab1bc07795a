import { describe, expect, it } from 'vitest'
import { adminRest, client, expectErrorBody, getRaw, loginToken } from './helpers'

const must = <T>(result: { ok: true; data: T } | { ok: false; error: { message: string } }): T => {
  if (!result.ok) throw new Error(result.error.message)
  return result.data
}

describe('GET /investor-relations', () => {
  it('answers the section content in each language, amounts as numbers', async () => {
    const id = must(await client().investorRelations({ locale: 'id' })).data
    const en = must(await client('en').investorRelations({ locale: 'en' })).data
    expect(id.locale).toBe('id')
    expect(en.overview.intro).not.toBe(id.overview.intro)
    expect(id.overview.keyFigures.length).toBeGreaterThan(0)
    expect(id.overview.keyFigures.map((f) => f.value)).toEqual(en.overview.keyFigures.map((f) => f.value))
    expect(id.shareholders.list.reduce((sum, s) => sum + s.percentage, 0)).toBeCloseTo(100, 5)
    expect(id.shareInformation.issuedCapital).toBe(
      id.shareInformation.issuedShares! * id.shareInformation.nominalValue!,
    )
    expect(id.bonds.list[0]).toMatchObject({ amount: expect.any(Number), couponRate: expect.any(Number) })
    expect(id.ratings.list.length).toBeGreaterThan(0)
    expect(id.dividends.policy.some((block) => block.type === 'list')).toBe(true)
    expect(id.dividends.history[0]!.fiscalYear).toBeGreaterThan(id.dividends.history.at(-1)!.fiscalYear)
    expect(id.articlesOfAssociation.body.some((block) => block.type === 'heading' && block.level === 2)).toBe(true)
    expect(en.contact).toMatchObject({ email: expect.stringContaining('@'), unit: expect.stringContaining('Investor') })
    expect(id.reports.annualReport).not.toBe(en.reports.annualReport)
  })

  it('keeps a draft from visitors and shows it to previewers', async () => {
    const token = await loginToken()
    const secret = 'Draf pengantar hubungan investor'
    const saved = await adminRest('POST', '/globals/investor-relations?draft=true&locale=id', token, {
      overview: { intro: secret },
    })
    expect(saved.status).toBe(200)
    expect(must(await client().investorRelations()).data.overview.intro).not.toBe(secret)
    expect((await getRaw('/investor-relations?draft=true')).status).toBe(401)
    // A token alone (without draft=true) reads what visitors read.
    expect(must(await client().investorRelations({}, { token })).data.overview.intro).not.toBe(secret)
    expect(must(await client().investorRelations({ draft: true }, { token })).data.overview.intro).toBe(secret)
  })

  it('lists what English shows in Indonesian for want of a translation (untranslated), and nothing else', async () => {
    const token = await loginToken()
    expect(must(await client('en').investorRelations({ locale: 'en' })).data.untranslated).toEqual([])
    expect(must(await client().investorRelations({ locale: 'id' })).data.untranslated).toEqual([])
    // A draft whose English office hours were cleared: English shows the Indonesian hours, and says so.
    const saved = await adminRest('POST', '/globals/investor-relations?draft=true&locale=en', token, {
      contact: { hours: null },
    })
    expect(saved.status).toBe(200)
    const id = must(await client().investorRelations({ draft: true, locale: 'id' }, { token })).data
    const en = must(await client('en').investorRelations({ draft: true, locale: 'en' }, { token })).data
    expect(en.contact.hours).toBe(id.contact.hours)
    expect(en.untranslated).toEqual(['contact.hours'])
    expect(id.untranslated).toEqual([])
  })

  it('refuses unknown parameters and locales with a 400', async () => {
    for (const [path, code] of [
      ['/investor-relations?locale=de', 'invalid_locale'],
      ['/investor-relations?filter[year]=2025', 'invalid_filter'],
      ['/investor-relations?page=2', 'bad_request'],
    ]) {
      const res = await getRaw(path!)
      expect(res.status, path).toBe(400)
      expect(expectErrorBody(res.json).code).toBe(code)
    }
  })
})
