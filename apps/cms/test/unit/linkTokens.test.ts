import { beforeAll, describe, expect, it } from 'vitest'

// The signing key derives from PAYLOAD_SECRET, read when the module first signs.
process.env.PAYLOAD_SECRET ??= 'unit-test-secret-at-least-32-characters-long'
let tokens: typeof import('../../src/alerts/linkTokens')
beforeAll(async () => {
  tokens = await import('../../src/alerts/linkTokens')
})

const subscriber = { id: 7, linkKey: 'a1b2c3' }

describe('signed, expiring email-link tokens', () => {
  it('carry purpose, subscriber, link key and the choice made', () => {
    const token = tokens.createLinkToken('confirm', subscriber, { topics: ['press-releases'], locale: 'en' })
    const check = tokens.readLinkToken(token, 'confirm')
    expect(check.ok && check.claims).toMatchObject({
      p: 'confirm',
      s: '7',
      k: 'a1b2c3',
      t: ['press-releases'],
      l: 'en',
    })
  })

  it('are refused for another purpose, when altered, or in another shape', () => {
    const token = tokens.createLinkToken('unsubscribe', subscriber)
    expect(tokens.readLinkToken(token, 'confirm')).toEqual({ ok: false, reason: 'invalid' })
    const [payload, signature] = token.split('.') as [string, string]
    const forged = Buffer.from(JSON.stringify({ p: 'unsubscribe', s: '8', k: 'a1b2c3', e: 9e9 })).toString('base64url')
    expect(tokens.readLinkToken(`${forged}.${signature}`, 'unsubscribe').ok).toBe(false)
    expect(tokens.readLinkToken(`${payload}.${signature.slice(1)}`, 'unsubscribe').ok).toBe(false)
    expect(tokens.readLinkToken(`${payload}`, 'unsubscribe').ok).toBe(false)
    expect(tokens.readLinkToken(`${payload}.${signature}.x`, 'unsubscribe').ok).toBe(false)
  })

  it('expire: confirmation links after 48 hours, unsubscribe links after a year', () => {
    const now = Date.UTC(2026, 0, 1)
    const confirm = tokens.createLinkToken('confirm', subscriber, {}, now)
    expect(tokens.readLinkToken(confirm, 'confirm', now + 47 * 3600_000).ok).toBe(true)
    expect(tokens.readLinkToken(confirm, 'confirm', now + 48 * 3600_000)).toEqual({ ok: false, reason: 'expired' })
    const unsubscribe = tokens.createLinkToken('unsubscribe', subscriber, {}, now)
    expect(tokens.readLinkToken(unsubscribe, 'unsubscribe', now + 300 * 86400_000).ok).toBe(true)
    expect(tokens.readLinkToken(unsubscribe, 'unsubscribe', now + 366 * 86400_000).ok).toBe(false)
  })
})
