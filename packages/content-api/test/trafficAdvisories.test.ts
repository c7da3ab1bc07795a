import { describe, expect, it } from 'vitest'
import { alertSubscriptionRequestSchema } from '../src/schemas/forms'
import { TRAFFIC_SUB_KIND_LIST, trafficStateAt } from '../src/schemas/trafficAdvisories'

const at = (iso: string) => Date.parse(iso)

describe('trafficStateAt', () => {
  const start = '2026-03-27T10:00:00.000Z'
  const end = '2026-03-27T18:00:00.000Z'

  it('is upcoming before the start, current from it, past from the end on', () => {
    expect(trafficStateAt(start, end, at('2026-03-27T09:59:59.999Z'))).toBe('upcoming')
    expect(trafficStateAt(start, end, at(start))).toBe('current')
    expect(trafficStateAt(start, end, at('2026-03-27T17:59:59.999Z'))).toBe('current')
    expect(trafficStateAt(start, end, at(end))).toBe('past')
  })

  it('stays current without an end (until further notice)', () => {
    expect(trafficStateAt(start, null, at('2030-01-01T00:00:00.000Z'))).toBe('current')
  })
})

describe('traffic alert subscriptions', () => {
  const base = { email: 'a@example.com', locale: 'id', topics: ['traffic'] }

  it('take section slugs, each once', () => {
    expect(alertSubscriptionRequestSchema.safeParse({ ...base, sections: ['jakarta-cikampek'] }).success).toBe(true)
    expect(alertSubscriptionRequestSchema.safeParse(base).success).toBe(true)
    expect(alertSubscriptionRequestSchema.safeParse({ ...base, sections: ['Bad Slug'] }).success).toBe(false)
    expect(alertSubscriptionRequestSchema.safeParse({ ...base, sections: ['a', 'a'] }).success).toBe(false)
  })

  it('lists each sub-kind once across the kinds', () => {
    expect(new Set(TRAFFIC_SUB_KIND_LIST).size).toBe(TRAFFIC_SUB_KIND_LIST.length)
    expect(TRAFFIC_SUB_KIND_LIST).toContain('lane-closure')
  })
})
