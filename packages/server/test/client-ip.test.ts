import { describe, expect, it } from 'vitest'
import { clientIp, trustedProxies } from '../src/client-ip'

describe('clientIp', () => {
  const none = trustedProxies('')
  const loopback = trustedProxies('loopback')

  it('is the socket peer when no proxy is trusted, whatever the client claims', () => {
    expect(clientIp('::ffff:203.0.113.7', '198.51.100.1', none)).toBe('203.0.113.7')
    expect(clientIp('127.0.0.1', '198.51.100.1', none)).toBe('127.0.0.1')
  })

  it('believes X-Forwarded-For only from a trusted proxy, taking the nearest untrusted hop', () => {
    expect(clientIp('127.0.0.1', '198.51.100.1', loopback)).toBe('198.51.100.1')
    // A client's own forged entry sits before the one nginx added; nginx's entry wins.
    expect(clientIp('127.0.0.1', '10.9.9.9, 203.0.113.7', loopback)).toBe('203.0.113.7')
    expect(clientIp('203.0.113.50', '198.51.100.1', loopback)).toBe('203.0.113.50')
  })

  it('accepts subnets and refuses a malformed entry', () => {
    expect(clientIp('10.1.2.3', '198.51.100.9', trustedProxies('10.0.0.0/8'))).toBe('198.51.100.9')
    expect(() => trustedProxies('not-an-ip')).toThrow(/TRUSTED_PROXIES/)
  })
})
