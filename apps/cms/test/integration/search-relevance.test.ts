import fs from 'node:fs'
import { createContentClient, type Locale, type SearchBody } from '@jtt/content-api'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { stopService } from '../../../../scripts/lib/proc.mjs'
import {
  RELEVANCE_TARGETS,
  figuresByLocale,
  loadJudgedSet,
  misses,
  resultKey,
  runJudgedSet,
} from '../../../../scripts/lib/relevance.mjs'
import { startCms } from '../../../../scripts/lib/services.mjs'
import { testPorts } from '../../../../scripts/lib/test-ports.mjs'
import { seededCopy } from './seeded-copy'

/**
 * Search relevance on the judged queries (apps/cms/test/search/judged-queries.json), scored as
 * `npm run bench` scores them (scripts/lib/relevance.mjs): a ranking change that loses relevance fails
 * here. On a CMS of its own with a new database and only the sample content, the bench's content:
 * a copy of the suite's data as seeded (seeded-copy.ts): the suite's CMS holds what other files created, which would move the results. No latency here (the
 * bench measures it, on a quiet machine).
 */
const testDb = inject('testDb')
const port = testPorts.relevanceCms[testDb]
const apiUrl = `http://127.0.0.1:${port}/v1`
let cms: Awaited<ReturnType<typeof startCms>> | undefined
let dataDir = ''

async function search(q: string, locale: Locale = 'id'): Promise<SearchBody> {
  const result = await createContentClient({ baseUrl: apiUrl, locale, timeoutMs: 15_000 }).search({ q, perPage: 50 })
  if (!result.ok) throw new Error(result.error.message)
  return result.data
}
const keys = (body: SearchBody) => body.data.map(resultKey)
const restAreas = (body: SearchBody) => body.data.filter((r) => r.type === 'rest-area').map((r) => r.title)

beforeAll(async () => {
  const copy = seededCopy('relevance')
  dataDir = copy.CMS_DATA_DIR
  const env = {
    ...inject('cmsEnv'),
    ...copy,
    CMS_PORT: String(port),
    CMS_PUBLIC_URL: `http://127.0.0.1:${port}`,
    // No web site behind this CMS: its publish-to-live notifications go where nobody listens.
    WEB_REVALIDATE_URLS: 'http://127.0.0.1:9/api/revalidate',
  }
  cms = await startCms(env, { quiet: true, host: '127.0.0.1' })
}, 300_000)

afterAll(async () => {
  await stopService(cms)
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
})

describe('search relevance on the judged queries', () => {
  it(`reaches nDCG@5 ≥ ${RELEVANCE_TARGETS.ndcg} with at most ${RELEVANCE_TARGETS.zeroResultRate * 100} % of queries finding nothing, in each language`, async () => {
    const answers = await runJudgedSet(apiUrl, loadJudgedSet())
    const figures = figuresByLocale(answers)
    // The queries whose best item did not come first, to see what a failure is about.
    const report = `${JSON.stringify(figures)}\n${misses(answers).join('\n')}`
    for (const locale of ['id', 'en'] as const) {
      expect(figures[locale].ndcg, report).toBeGreaterThanOrEqual(RELEVANCE_TARGETS.ndcg)
      expect(figures[locale].zeroResultRate, report).toBeLessThanOrEqual(RELEVANCE_TARGETS.zeroResultRate)
    }
  }, 120_000)
})

describe('structured facts in search', () => {
  // The sample content's rest areas with electric-vehicle charging (seed/services/restAreas.ts).
  const charging = ['19B', '42B', '57A', '62B', '207A', '360B', '439A', '519A', '626A'].map(
    (km) => `Rest Area KM ${km}`,
  )

  it('finds the rest areas by their facilities, in either language and by their other names', async () => {
    for (const [q, locale] of [
      ['kendaraan listrik', 'id'],
      ['SPKLU', 'id'],
      ['EV charging', 'en'],
      ['electric vehicle charging', 'en'],
    ] as const) {
      expect(restAreas(await search(q, locale)).sort(), q).toEqual([...charging].sort())
    }
    // Every type has a prayer room: the 25 rest areas, before a press release that mentions one.
    const prayer = await search('musala')
    expect(restAreas(prayer)).toHaveLength(25)
    expect(prayer.data[0]!.type).toBe('rest-area')
    expect(restAreas(await search('prayer room', 'en'))).toHaveLength(25)
  })

  it('finds the tariff calculator by vehicle class, and a section by its gates', async () => {
    for (const [q, locale] of [
      ['tarif golongan II', 'id'],
      ['truk 3 gandar', 'id'],
      ['tariff class II', 'en'],
    ] as const) {
      expect(keys(await search(q, locale))[0], q).toBe('screen:toll-road-services')
    }
    expect(keys(await search('tarif golongan II'))).toContain('screen:toll-road-network#section-solo-ngawi')
    expect(keys(await search('sistem tertutup'))).toEqual(
      expect.arrayContaining(['screen:toll-road-network#section-semarang-solo']),
    )
    expect(keys(await search('sistem tertutup'))).not.toContain('screen:toll-road-network#section-jakarta-cikampek')
    expect(keys(await search('kalikangkung'))[0]).toBe('screen:toll-road-network#section-batang-semarang')
  })
})

describe('ranking', () => {
  it('ranks the rows holding the words as a phrase first', async () => {
    // Palimanan–Kanci names Cikopo (Cikopo–Palimanan) beside its own interchanges; Jakarta–Cikampek
    // has the Cikopo interchange.
    expect(keys(await search('simpang susun cikopo'))[0]).toBe('screen:toll-road-network#section-jakarta-cikampek')
    expect(keys(await search('cikopo interchange', 'en'))[0]).toBe('screen:toll-road-network#section-jakarta-cikampek')
  })

  it('corrects a short word whose every trigram the typo broke, and a typo that reads as a stem', async () => {
    const chief = await search('komisaris utma')
    expect(keys(chief)[0]).toBe('screen:board-of-commissioners#hendarto-wibisono')
    expect(chief.meta.suggestions).toContain('komisaris utama')
    // 'tahuan' reads as tahu + -an ('diketahui' is on the whistleblowing page); 'tahunan' is one edit away.
    expect(keys(await search('laporan tahuan'))[0]).toBe('screen:annual-reports')
  })
})
