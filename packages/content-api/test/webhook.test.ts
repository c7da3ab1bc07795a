import { describe, expect, it } from 'vitest'
import { REPLAY_WINDOW_SECONDS, signBody, siteChangeSchema, verifySignature } from '../src/webhook'

const secret = 'x'.repeat(40)
const body = JSON.stringify({ id: '0f8fad5b-d9cb-469f-a165-70867728950e', tags: ['menu'] })

describe('publish-to-live signatures', () => {
  it('accepts its own signature over the same body', () => {
    expect(verifySignature(secret, body, signBody(secret, body))).toEqual({ ok: true })
  })
  it('refuses another body, another secret, a malformed header', () => {
    const header = signBody(secret, body)
    expect(verifySignature(secret, body.replace('menu', 'home'), header)).toEqual({ ok: false, reason: 'mismatch' })
    expect(verifySignature('y'.repeat(40), body, header)).toEqual({ ok: false, reason: 'mismatch' })
    expect(verifySignature(secret, body, 'v1=abc')).toEqual({ ok: false, reason: 'malformed' })
    expect(verifySignature(secret, body, null)).toEqual({ ok: false, reason: 'malformed' })
  })
  it('refuses a signature outside the replay window', () => {
    const old = signBody(secret, body, Date.now() - (REPLAY_WINDOW_SECONDS + 5) * 1000)
    expect(verifySignature(secret, body, old)).toEqual({ ok: false, reason: 'expired' })
  })
  it('describes a change as an id and tags', () => {
    expect(siteChangeSchema.safeParse(JSON.parse(body)).success).toBe(true)
    expect(siteChangeSchema.safeParse({ id: 'x', tags: ['menu'] }).success).toBe(false)
    expect(siteChangeSchema.safeParse({ id: '0f8fad5b-d9cb-469f-a165-70867728950e', tags: [] }).success).toBe(false)
  })
})
