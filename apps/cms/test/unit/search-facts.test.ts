import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { restAreaSearch } from '../../src/collections/RestAreas/search'
import { tollRoadSearch } from '../../src/collections/TollRoads/search'
import { SECTION_HEADINGS } from '../../src/globals/TollRoadService/headings'
import { tollRoadServiceSearch } from '../../src/globals/TollRoadService/search'
import type { RestArea, TollRoad, TollRoadService } from '../../src/payload-types'
import { words } from '../../src/search/text'
import { calculatorWords } from '../../src/tollRoads/searchWords'

/**
 * Structured facts as searchable text (issue 28): a rest area's type and facilities, a section's tariff
 * system and vehicle classes, the service page's tariff calculator.
 */
const bodyOf = (entry: unknown) => (entry as { body: string }).body
const wordsOf = (entry: unknown) => words(bodyOf(entry)).join(' ')

const area = {
  id: 5,
  name: 'Rest Area KM 57A',
  km: 57,
  towards: 'Cikampek',
  type: 'A',
  description: 'Dekat Karawang.',
  facilities: ['fuel', 'ev-charging', 'prayer-room'],
} as unknown as RestArea

describe('a rest area in search', () => {
  it('is found by its type and facilities in both languages and by their other names', () => {
    const id = wordsOf(restAreaSearch.extract(area, 'id'))
    const en = wordsOf(restAreaSearch.extract(area, 'en'))
    for (const text of [id, en]) {
      expect(text).toContain('pengisian kendaraan listrik')
      expect(text).toContain('ev charging')
      expect(text).toContain('spklu')
      expect(text).toContain('electric vehicle charging')
      expect(text).toContain('musala')
      expect(text).toContain('prayer room')
      expect(text).toContain('pom bensin')
    }
    expect(id).toContain('tipe a')
    expect(en).toContain('type a')
  })

  it('reads its facilities in the language of the row first, as a snippet shows them', () => {
    expect(bodyOf(restAreaSearch.extract(area, 'id'))).toContain('Fasilitas: SPBU (Fuel station, pom bensin')
    expect(bodyOf(restAreaSearch.extract(area, 'en'))).toContain('Facilities: Fuel station (SPBU, petrol station')
  })

  it('names no facility it does not have', () => {
    const without = wordsOf(restAreaSearch.extract({ ...area, facilities: ['toilets'] } as RestArea, 'id'))
    expect(without).not.toContain('listrik')
    expect(without).toContain('toilet')
    expect(wordsOf(restAreaSearch.extract({ ...area, facilities: null } as RestArea, 'id'))).not.toContain('fasilitas')
  })
})

const road = {
  id: 1,
  name: 'Semarang–Solo',
  slug: 'semarang-solo',
  start: 'Semarang',
  end: 'Solo',
  description: 'Ruas pegunungan.',
  gates: [{ code: 'bawen', name: 'Gerbang Tol Bawen', km: 441, kind: 'ramp' }],
  tariffSystem: 'closed',
  tariffs: [{ entry: 'ungaran', exit: 'bawen', class1: 12000, class2: 18000, class3: 0, class4: 24000, class5: 0 }],
} as unknown as TollRoad

describe('a toll-road section in search', () => {
  it('is found by its gates, its tariff system and the vehicle classes its table charges', () => {
    const id = wordsOf(tollRoadSearch.extract(road, 'id'))
    expect(id).toContain('gerbang tol bawen')
    expect(id).toContain('tarif sistem tertutup golongan i golongan ii golongan iv')
    expect(id).not.toContain('golongan iii')
    expect(wordsOf(tollRoadSearch.extract(road, 'en'))).toContain('tariff closed system class i class ii class iv')
  })

  it('names no class without a tariff table', () => {
    expect(wordsOf(tollRoadSearch.extract({ ...road, tariffs: [] }, 'id'))).not.toContain('golongan')
  })
})

describe('the toll-road service page in search', () => {
  const page = { title: 'Layanan Jalan Tol JTT', intro: 'Kami melayani 24 jam.' } as TollRoadService

  const sections = (p: TollRoadService, locale: 'id' | 'en') =>
    tollRoadServiceSearch.extract(p, locale) as { part?: string; body: string; keywords?: string; target: unknown }[]
  const allWords = (p: TollRoadService, locale: 'id' | 'en') => sections(p, locale).map(wordsOf).join(' | ')

  it('is found by the tariff calculator it shows: its heading and vehicle classes', () => {
    expect(allWords(page, 'id')).toContain('kalkulator tarif tol')
    expect(allWords(page, 'id')).toContain('golongan ii truk 2 gandar')
    expect(allWords(page, 'en')).toContain('class iii truck with 3 axles')
  })

  it('is one row per section it shows, under its heading, all leading to the page', () => {
    const full = {
      ...page,
      paymentMethods: [{ name: 'Kartu uang elektronik', description: 'Diterima di semua gerbang.' }],
    } as TollRoadService
    const rows = sections(full, 'id')
    expect(rows.map((row) => row.part ?? '')).toEqual(['', 'calculator', 'payment'])
    expect(new Set(rows.map((row) => JSON.stringify(row.target))).size).toBe(1)
    const payment = rows.find((row) => row.part === 'payment')!
    expect(wordsOf(payment)).toBe('metode pembayaran kartu uang elektronik diterima di semua gerbang')
    expect(payment.keywords).toBe('Metode pembayaran')
    // Sections the page does not show have no row, and no heading.
    expect(allWords(full, 'id')).not.toContain('darurat')
  })

  it("says what the web's section headings say (apps/web/messages)", () => {
    for (const locale of ['id', 'en'] as const) {
      const file = path.join(import.meta.dirname, '../../../web/messages', `${locale}.json`)
      const messages = (JSON.parse(fs.readFileSync(file, 'utf8')) as { tollRoads: Record<string, string> }).tollRoads
      for (const [key, heading] of Object.entries(SECTION_HEADINGS)) expect(heading[locale]).toBe(messages[key])
    }
  })

  it("says what the web's calculator says (apps/web/messages)", () => {
    for (const locale of ['id', 'en'] as const) {
      const file = path.join(import.meta.dirname, '../../../web/messages', `${locale}.json`)
      const tariff = (JSON.parse(fs.readFileSync(file, 'utf8')) as { tariff: Record<string, string> }).tariff
      expect(calculatorWords.CALCULATOR.title[locale]).toBe(tariff.title)
      expect(calculatorWords.CALCULATOR.intro[locale]).toBe(tariff.intro)
      for (const [vehicleClass, hint] of Object.entries(calculatorWords.CLASS_HINTS)) {
        expect(tariff.classHint).toContain(`${vehicleClass} {${hint[locale]}}`)
      }
    }
  })
})
