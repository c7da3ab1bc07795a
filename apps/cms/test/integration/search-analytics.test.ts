import crypto from 'node:crypto'
import { describe, expect, inject, it } from 'vitest'
import { daysBefore, jakartaDay } from '../../src/search/analytics/day'
import { databaseSql } from './databaseSql'
import { adminRest, fromClient, getRaw, loginToken, postRaw } from './helpers'

/**
 * Search analytics (issue 28): POST /v1/search-events counts a visitor's search or an opened result
 * per Jakarta day, language and folded query — and keeps nothing of the visitor; the editors' report
 * lists top queries, those without results and those whose results nobody opens; a job deletes rows
 * older than 90 days. Rows are read from the database itself: no API hands them out as stored.
 */

/** A query word of its own per test (letters only: six digits in a row would be masked). */
const word = () =>
  `uji${crypto
    .randomBytes(6)
    .toString('hex')
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`

const VISITOR = {
  ...fromClient('203.0.113.77'),
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AnalyticsProbe/1.0',
  cookie: 'jtt-consent=analytics; _ga=GA1.1.999999.123456',
}
const send = (body: unknown, headers: Record<string, string> = VISITOR) =>
  postRaw('/search-events', JSON.stringify(body), headers)
const search = (q: string, locale: 'id' | 'en', results: number) => send({ event: 'search', q, locale, results })
const follow = (q: string, locale: 'id' | 'en') => send({ event: 'follow', q, locale })

const rowsOf = (query: string) => databaseSql('SELECT * FROM search_queries WHERE query = ?', [query])

async function accountToken(role: 'editor' | 'operator') {
  const account = { email: `analytics-${role}-${crypto.randomUUID()}@example.com`, password: 'Analitik#Uji2026' }
  const created = await adminRest('POST', '/users', await loginToken(), { ...account, name: role, roles: [role] })
  expect(created.status).toBe(201)
  return loginToken(account.email, account.password)
}

describe('counting searches and opened results', () => {
  it('keeps the folded query, language, day and counts — nothing of the visitor', async () => {
    const token = word()
    const res = await search(`  Rest-AREA  Café ${token.toUpperCase()}!`, 'id', 4)
    expect(res.status).toBe(204)
    expect(res.text).toBe('')
    const rows = await rowsOf(`rest area cafe ${token}`)
    expect(rows).toHaveLength(1)
    const row = rows[0]!
    expect(Object.keys(row).sort()).toEqual(['day', 'followed', 'id', 'locale', 'query', 'results', 'searches'])
    expect(row).toMatchObject({ locale: 'id', day: jakartaDay(new Date()) })
    expect([row.searches, row.results, row.followed].map(Number)).toEqual([1, 4, 0])
    // Nowhere in the table: the address, the user agent, the cookies.
    const everything = JSON.stringify(await databaseSql('SELECT * FROM search_queries'))
    for (const mark of ['203.0.113.77', 'AnalyticsProbe', 'GA1.1', 'consent']) expect(everything).not.toContain(mark)
  })

  it('masks long numbers (card, phone, ID) and keeps the two languages apart', async () => {
    const token = word()
    expect((await search(`Saldo ${token} 6032984012345678`, 'id', 0)).status).toBe(204)
    expect((await search(`saldo ${token} 0812-3456789`, 'en', 2)).status).toBe(204)
    const stored = await databaseSql('SELECT locale, query FROM search_queries WHERE query LIKE ?', [`saldo ${token}%`])
    // (Sorted here: PostgreSQL orders the language enum as declared, id before en.)
    expect(stored.sort((a, b) => String(a.locale).localeCompare(String(b.locale)))).toEqual([
      { locale: 'en', query: `saldo ${token} #` },
      { locale: 'id', query: `saldo ${token} #` },
    ])
  })

  it('counts every one of many searches at the same moment, and the latest result count', async () => {
    const token = word()
    const answers = await Promise.all(Array.from({ length: 20 }, () => search(token, 'en', 7)))
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(204))
    const [row] = await rowsOf(token)
    expect(Number(row!.searches)).toBe(20)
    expect(Number(row!.results)).toBe(7)
  })

  it('counts opened results on the query’s row, also at the same moment; a follow without a search is dropped', async () => {
    const token = word()
    await search(token, 'id', 3)
    const answers = await Promise.all(Array.from({ length: 5 }, () => follow(token.toUpperCase(), 'id')))
    expect(answers.map((a) => a.status)).toEqual(Array(5).fill(204))
    expect(Number((await rowsOf(token))[0]!.followed)).toBe(5)
    // Opened in English: there was no English search of it, so nothing is counted or created.
    expect((await follow(token, 'en')).status).toBe(204)
    expect((await rowsOf(token)).map((r) => r.locale)).toEqual(['id'])
    const stranger = word()
    expect((await follow(stranger, 'id')).status).toBe(204)
    expect(await rowsOf(stranger)).toEqual([])
  })

  it('refuses malformed events with a 400 (never a 5xx), and GET with a 405', async () => {
    const malformed: [string, string, Record<string, string>?][] = [
      ['not json', 'text'],
      ['{"event":"search"', 'truncated'],
      [
        JSON.stringify({ event: 'search', q: 'tarif', locale: 'id', results: 1 }),
        'form type',
        { 'content-type': 'text/plain' },
      ],
      [JSON.stringify({ event: 'search', q: 'tarif', locale: 'id' }), 'no results'],
      [JSON.stringify({ event: 'search', q: 'tarif', locale: 'id', results: -1 }), 'negative'],
      [JSON.stringify({ event: 'search', q: 'tarif', locale: 'id', results: 1.5 }), 'fraction'],
      [JSON.stringify({ event: 'search', q: '', locale: 'id', results: 1 }), 'empty query'],
      [JSON.stringify({ event: 'search', q: 'x'.repeat(401), locale: 'id', results: 1 }), 'long query'],
      [JSON.stringify({ event: 'search', q: 'tarif', locale: 'fr', results: 1 }), 'locale'],
      [JSON.stringify({ event: 'view', q: 'tarif', locale: 'id' }), 'event'],
      [JSON.stringify({ event: 'follow', q: 'tarif', locale: 'id', ip: '1.2.3.4' }), 'unknown field'],
      [JSON.stringify(['search']), 'array'],
      ['null', 'null'],
    ]
    for (const [body, what, headers] of malformed) {
      const res = await postRaw('/search-events', body, { ...fromClient('203.0.113.78'), ...headers })
      expect(res.status, what).toBe(400)
    }
    expect((await getRaw('/search-events')).status).toBe(405)
  })
})

describe('the editors’ report and who reads it', () => {
  it('lists top queries, queries without results and queries whose results nobody opens', async () => {
    const [opened, nothing, unopened] = [word(), word(), word()]
    for (let i = 0; i < 4; i++) await search(opened, 'en', 5)
    await follow(opened, 'en')
    for (let i = 0; i < 2; i++) await search(nothing, 'en', 0)
    for (let i = 0; i < 3; i++) await search(unopened, 'en', 2)
    const editor = await accountToken('editor')
    const res = await adminRest('GET', '/search-queries/report?days=7&lang=en', editor)
    expect(res.status).toBe(200)
    const report = res.json as Record<'top' | 'noResults' | 'unopened', { query: string }[]> & { firstDay: string }
    expect(report.firstDay).toBe(daysBefore(new Date(), 6))
    const find = (list: { query: string }[], query: string) => list.find((row) => row.query === query)
    expect(find(report.top, opened)).toEqual({ query: opened, searches: 4, followed: 1, results: 5 })
    expect(find(report.noResults, nothing)).toEqual({ query: nothing, searches: 2, followed: 0, results: 0 })
    expect(find(report.noResults, opened)).toBeUndefined()
    expect(find(report.unopened, unopened)).toEqual({ query: unopened, searches: 3, followed: 0, results: 2 })
    expect(find(report.unopened, opened)).toBeUndefined()
    expect(find(report.unopened, nothing)).toBeUndefined()
    // The Indonesian report has none of them.
    const id = await adminRest('GET', '/search-queries/report?days=7&lang=id', editor)
    expect(JSON.stringify(id.json)).not.toContain(opened)
    for (const bad of ['days=8', 'days=abc', 'lang=fr', 'days=7&lang=']) {
      expect((await adminRest('GET', `/search-queries/report?${bad}`, editor)).status, bad).toBe(400)
    }
  })

  it('editors and administrators read it; visitors and operators do not; nobody writes through REST', async () => {
    const [editor, operator, admin] = [await accountToken('editor'), await accountToken('operator'), await loginToken()]
    for (const token of [editor, admin]) {
      expect((await adminRest('GET', '/search-queries/report', token)).status).toBe(200)
      expect((await adminRest('GET', '/search-queries?limit=1', token)).status).toBe(200)
    }
    for (const token of [null, operator]) {
      expect((await adminRest('GET', '/search-queries/report', token)).status).toBe(403)
      expect((await adminRest('GET', '/search-queries?limit=1', token)).status).toBe(403)
    }
    for (const token of [null, operator, editor, admin]) {
      const row = { query: 'palsu', locale: 'id', day: '2026-01-01', searches: 1, results: 1, followed: 0 }
      expect((await adminRest('POST', '/search-queries', token, row)).status).toBe(403)
    }
    const [any] = await databaseSql('SELECT id FROM search_queries LIMIT 1')
    expect((await adminRest('PATCH', `/search-queries/${String(any!.id)}`, editor, { searches: 99 })).status).toBe(403)
    expect((await adminRest('DELETE', `/search-queries/${String(any!.id)}`, admin)).status).toBe(403)
  })
})

/** The CMS's `job_queue_jobs` series of one task and state, as a number (null when it is not there). */
async function queuedJobsMetric(task: string, state: string): Promise<number | null> {
  const text = await (await fetch(inject('cmsMetricsUrl'))).text()
  const line = text
    .split('\n')
    .find((l) => l.startsWith('job_queue_jobs{') && l.includes(`task="${task}"`) && l.includes(`state="${state}"`))
  return line === undefined ? null : Number(line.slice(line.lastIndexOf(' ') + 1))
}

describe('keeping 90 days', () => {
  it('the run queued for the night is not a job waiting in the queue (no backlog alert all day)', async () => {
    // Payload's scheduler queues it on the default queue's first runs after the start, once.
    const queued = () => databaseSql(`SELECT id FROM payload_jobs WHERE task_slug = 'pruneSearchAnalytics'`)
    await expect.poll(async () => (await queued()).length, { timeout: 30_000 }).toBe(1)
    expect(await queuedJobsMetric('pruneSearchAnalytics', 'waiting')).toBe(0)
  })

  it('the nightly job deletes rows older than 90 days, keeps newer ones and queues its next run', async () => {
    const token = word()
    const now = new Date()
    const days = { old: daysBefore(now, 91), edge: daysBefore(now, 90), recent: daysBefore(now, 89) }
    for (const [name, day] of Object.entries(days)) {
      await databaseSql(
        'INSERT INTO search_queries (query, locale, day, searches, results, followed) VALUES (?, ?, ?, 1, 1, 0)',
        [`${token} ${name}`, 'id', day],
      )
    }
    const waiting = () =>
      databaseSql(
        `SELECT id, wait_until FROM payload_jobs WHERE task_slug = 'pruneSearchAnalytics' AND completed_at IS NULL`,
      )
    // Payload's scheduler queued the nightly run for 03:00 in Jakarta; it is brought forward to now.
    const [queued] = await waiting()
    expect(queued).toBeDefined()
    expect(Date.parse(String(queued!.wait_until))).toBeGreaterThan(Date.now())
    await databaseSql('UPDATE payload_jobs SET wait_until = ? WHERE id = ?', [
      '2000-01-01T00:00:00.000Z',
      Number(queued!.id),
    ])
    await expect
      .poll(
        async () => (await databaseSql('SELECT query FROM search_queries WHERE query LIKE ?', [`${token}%`])).length,
        {
          timeout: 30_000,
          interval: 250,
        },
      )
      .toBe(2)
    const kept = await databaseSql('SELECT query FROM search_queries WHERE query LIKE ? ORDER BY query', [`${token}%`])
    expect(kept.map((r) => r.query)).toEqual([`${token} edge`, `${token} recent`])
    // The scheduler queued the next one, for a night ahead.
    await expect
      .poll(async () => (await waiting()).filter((job) => Number(job.id) !== Number(queued!.id)).length)
      .toBe(1)
    const next = (await waiting()).find((job) => Number(job.id) !== Number(queued!.id))
    expect(Date.parse(String(next!.wait_until))).toBeGreaterThan(Date.now())
  })
})
