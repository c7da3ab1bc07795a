import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { sitePath } from '@jtt/content-api/routes'
import {
  bestFirst,
  dcg,
  figuresByLocale,
  loadJudgedSet,
  meetsTargets,
  ndcg,
  percentile,
  resultKey,
  summarize,
} from '../lib/relevance.mjs'

describe('nDCG@5', () => {
  it('is the gain of the order given over the gain of the best order, by hand', () => {
    // Grades of the ranked results: 2, 0, 3 (then nothing). Gains 2^g − 1: 3, 0, 7.
    // DCG = 3/log2(2) + 0/log2(3) + 7/log2(4) = 3 + 0 + 3.5 = 6.5
    // Ideal order 3, 2, 1: 7/1 + 3/log2(3) + 1/log2(4) = 7 + 1.892789… + 0.5 = 9.392789…; 6.5 / 9.392789… = 0.692020…
    const relevant = { a: 3, b: 2, c: 1 }
    expect(dcg([2, 0, 3])).toBeCloseTo(6.5, 10)
    expect(ndcg(['b', 'x', 'a'], relevant)).toBeCloseTo(6.5 / (7 + 3 / Math.log2(3) + 0.5), 10)
    expect(ndcg(['b', 'x', 'a'], relevant)).toBeCloseTo(0.69202, 5)
  })

  it('is 1 for the best order, 0 when nothing relevant comes, and looks at five results only', () => {
    expect(ndcg(['a', 'b', 'c'], { a: 3, b: 2, c: 1 })).toBe(1)
    expect(ndcg(['x', 'y'], { a: 3 })).toBe(0)
    expect(ndcg([], { a: 3 })).toBe(0)
    expect(ndcg(['1', '2', '3', '4', '5', 'a'], { a: 3 })).toBe(0)
    // The ideal is cut at five too: six items of grade 3, five of them first, is perfect.
    const six = { a: 3, b: 3, c: 3, d: 3, e: 3, f: 3 }
    expect(ndcg(['a', 'b', 'c', 'd', 'e'], six)).toBeCloseTo(1, 10)
  })

  it('counts a destination that comes twice once', () => {
    expect(ndcg(['a', 'a'], { a: 3, b: 3 })).toBeCloseTo(ndcg(['a', 'x'], { a: 3, b: 3 }), 10)
  })
})

describe('best first', () => {
  it('holds when the first result has the highest grade of the query', () => {
    expect(bestFirst(['a', 'b'], { a: 3, b: 2 })).toBe(true)
    expect(bestFirst(['b', 'a'], { a: 3, b: 2 })).toBe(false)
    expect(bestFirst(['b', 'a'], { a: 3, b: 3 })).toBe(true)
    expect(bestFirst([], { a: 3 })).toBe(false)
  })
})

describe('percentile (nearest rank)', () => {
  it('answers a value of the list', () => {
    const ms = Array.from({ length: 20 }, (_, i) => i + 1)
    expect(percentile(ms, 0.5)).toBe(10)
    expect(percentile(ms, 0.95)).toBe(19)
    expect(percentile([7], 0.95)).toBe(7)
    expect(percentile([], 0.5)).toBeNaN()
  })
})

describe('result keys', () => {
  it('name where a result leads, by title where the key is a database id', () => {
    const at = (target: object, type = 'page', title = 'T') => resultKey({ type, title, target } as never)
    expect(at({ kind: 'screen', screen: 'annual-reports' })).toBe('screen:annual-reports')
    expect(at({ kind: 'screen', screen: 'toll-road-network', hash: 'section-solo-ngawi' })).toBe(
      'screen:toll-road-network#section-solo-ngawi',
    )
    const contact = sitePath('contact', 'id')
    expect(at({ kind: 'href', href: contact })).toBe(`href:${contact}`)
    expect(at({ kind: 'item', type: 'page', key: 'kebijakan-privasi' })).toBe('page:kebijakan-privasi')
    expect(at({ kind: 'item', type: 'rest-area', key: '5' }, 'rest-area', 'Rest Area KM 57A')).toBe(
      'rest-area:Rest Area KM 57A',
    )
  })
})

describe('figures', () => {
  const judged = (locale: 'id' | 'en', relevant: Record<string, number>) => ({ query: 'q', locale, relevant })
  const answers = [
    { judged: judged('id', { a: 3 }), keys: ['a'], total: 1, ms: 10 },
    { judged: judged('id', { a: 3 }), keys: [], total: 0, ms: 30 },
    { judged: judged('en', { a: 3, b: 1 }), keys: ['b', 'a'], total: 2, ms: 20 },
  ]

  it('average nDCG and best-first, and count the queries that found nothing', () => {
    const all = summarize(answers)
    const third = (1 / 1 + 7 / Math.log2(3)) / (7 + 1 / Math.log2(3))
    expect(all.queries).toBe(3)
    expect(all.ndcg).toBeCloseTo((1 + 0 + third) / 3, 10)
    expect(all.bestFirst).toBeCloseTo(1 / 3, 10)
    expect(all.zeroResultRate).toBeCloseTo(1 / 3, 10)
    expect([all.p50, all.p95]).toEqual([20, 30])
    expect(figuresByLocale(answers).id).toMatchObject({ queries: 2, ndcg: 0.5, zeroResultRate: 0.5 })
  })

  it('meet the targets at nDCG@5 ≥ 0.90 and at most 3 % without results', () => {
    expect(meetsTargets({ ndcg: 0.9, zeroResultRate: 0.03 })).toBe(true)
    expect(meetsTargets({ ndcg: 0.899, zeroResultRate: 0 })).toBe(false)
    expect(meetsTargets({ ndcg: 1, zeroResultRate: 0.031 })).toBe(false)
  })
})

describe('the judged set', () => {
  it('holds at least 60 queries in each language, each with an item that should come first', () => {
    const set = loadJudgedSet()
    expect(set.filter((q) => q.locale === 'id').length).toBeGreaterThanOrEqual(60)
    expect(set.filter((q) => q.locale === 'en').length).toBeGreaterThanOrEqual(60)
  })

  it('names a malformed entry instead of scoring it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'judged-'))
    const write = (queries: unknown) => {
      const file = path.join(dir, 'set.json')
      fs.writeFileSync(file, JSON.stringify({ queries }))
      return file
    }
    try {
      expect(() => loadJudgedSet(write([{ query: 'tarif', locale: 'fr', relevant: { a: 3 } }]))).toThrow(/locale/)
      expect(() => loadJudgedSet(write([{ query: 'tarif', locale: 'id', relevant: { a: 2 } }]))).toThrow(
        /at least one 3/,
      )
      const twice = { query: 'Tarif', locale: 'id', relevant: { a: 3 } }
      expect(() => loadJudgedSet(write([twice, { ...twice, query: 'tarif' }]))).toThrow(/twice/)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
