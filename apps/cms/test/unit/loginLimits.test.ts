import { afterEach, describe, expect, it, vi } from 'vitest'
import { accountHint, accountKey } from '../../src/auth/accountKey'
import { memoryFailureCounts } from '../../src/auth/failureCountsMemory'
import { LOGIN_LIMITS, slowdownMs } from '../../src/auth/loginGuard'
import { parseLimitId } from '../../src/auth/loginLimits'

describe('the slowdown of an attacked account', () => {
  it('is none up to the threshold, then doubles from 250 ms and stops at 4 s', () => {
    const from = LOGIN_LIMITS.slowAfter
    expect(Array.from({ length: from + 1 }, (_, n) => slowdownMs(n))).toEqual(Array(from + 1).fill(0))
    expect([1, 2, 3, 4, 5, 6, 50].map((extra) => slowdownMs(from + extra))).toEqual([
      250, 500, 1000, 2000, 4000, 4000, 4000,
    ])
  })
})

describe('accounts in the counts', () => {
  it('are one hash per address as Payload compares them (trimmed, any case), never the address', () => {
    expect(accountKey(' Admin@Example.com ')).toBe(accountKey('admin@example.com'))
    expect(accountKey('admin@example.com')).not.toBe(accountKey('admin2@example.com'))
    expect(accountKey('admin@example.com')).toMatch(/^[0-9a-f]{32}$/)
  })

  it('keep a hint of the typed address: its first letters and its domain', () => {
    expect(accountHint('Nobody-Attacked@Example.com')).toBe('no…@example.com')
    expect(accountHint('abc@x.id')).toBe('a…@x.id')
    expect(accountHint('not-an-email')).toBe('no…')
    expect(accountHint(`a@${'d'.repeat(300)}.com`).length).toBeLessThanOrEqual(80)
  })
})

describe('failure counts in memory', () => {
  afterEach(() => vi.useRealTimers())

  it('count per key within a window, give back, clear and list', async () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') })
    const counts = memoryFailureCounts(60_000)
    expect((await counts.hit('a', 'hint-a')).failures).toBe(1)
    const second = await counts.hit('a', 'another hint')
    expect(second).toMatchObject({ failures: 2, label: 'hint-a', resetsAt: Date.now() + 60_000 })
    await counts.refund('a')
    expect((await counts.get('a'))?.failures).toBe(1)
    await counts.hit('b', '')
    expect((await counts.list()).map((e) => e.key).sort()).toEqual(['a', 'b'])
    expect(await counts.clear(['a', 'missing'])).toBe(1)
    expect(await counts.get('a')).toBeNull()
    // The window ends: the count is gone, and the next one starts a new window.
    vi.advanceTimersByTime(60_000)
    expect(await counts.list()).toEqual([])
    expect((await counts.hit('b', '')).failures).toBe(1)
  })

  it('never give back below zero, nor create a key by giving back', async () => {
    const counts = memoryFailureCounts(60_000)
    await counts.refund('x')
    expect(await counts.get('x')).toBeNull()
    await counts.hit('y', '')
    await counts.refund('y')
    await counts.refund('y')
    expect((await counts.get('y'))?.failures).toBe(0)
  })
})

describe('ids of login limits', () => {
  const id = (text: string) => Buffer.from(text).toString('base64url')
  const account = accountKey('admin@example.com')

  it('name a kind and its key', () => {
    expect(parseLimitId(id('address:203.0.113.9'))).toEqual({ kind: 'address', key: '203.0.113.9' })
    expect(parseLimitId(id('address:2001:db8::1'))).toEqual({ kind: 'address', key: '2001:db8::1' })
    expect(parseLimitId(id(`account:${account}`))).toEqual({ kind: 'account', key: account })
    expect(parseLimitId(id(`account-address:${account}:198.51.100.7`))).toEqual({
      kind: 'account-address',
      key: `${account}:198.51.100.7`,
    })
  })

  it('are refused when they name anything else', () => {
    for (const bad of [
      'not*base64',
      id('users:1'),
      id('account:admin@example.com'),
      id('address:<script>'),
      id(`account-address:${account}`),
      id('address'),
      'a'.repeat(201),
    ])
      expect(parseLimitId(bad)).toBeNull()
  })
})
