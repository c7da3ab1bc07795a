import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verifyCaptcha, type CaptchaConfig } from '../../src/captcha/verify'

// A real local server answering like Google's siteverify (and, on request, misbehaving).
let server: http.Server
let verifyUrl = ''
const seen: URLSearchParams[] = []
beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = ''
    req.on('data', (c) => (body += c))
    req.on('end', () => {
      const form = new URLSearchParams(body)
      seen.push(form)
      const response = form.get('response')
      if (response === 'slow') return setTimeout(() => res.end('{}'), 500)
      if (response === 'broken') return res.writeHead(500).end('oops')
      const answer =
        form.get('secret') !== 's3cret'
          ? { success: false, 'error-codes': ['invalid-input-secret'] }
          : { success: response === 'good', 'error-codes': response === 'good' ? [] : ['invalid-input-response'] }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  verifyUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const logs: string[] = []
const log = (level: 'warn' | 'error', message: string) => logs.push(`${level}: ${message}`)
const config = (overrides: Partial<CaptchaConfig> = {}): CaptchaConfig => ({
  secret: 's3cret',
  verifyUrl,
  development: false,
  timeoutMs: 200,
  ...overrides,
})

describe('server-side reCAPTCHA verification', () => {
  it('accepts an answer the service accepts, sending the secret and the visitor address', async () => {
    expect(await verifyCaptcha(config(), 'good', '198.51.100.9', log)).toEqual({ ok: true })
    expect(seen.at(-1)?.get('remoteip')).toBe('198.51.100.9')
  })

  it('refuses a missing or rejected answer', async () => {
    expect(await verifyCaptcha(config(), undefined, null, log)).toMatchObject({ ok: false, reason: 'missing' })
    expect(await verifyCaptcha(config(), 'bad', null, log)).toMatchObject({ ok: false, reason: 'failed' })
  })

  it('"Failed to execute" when the service is slow, broken or unreachable', async () => {
    for (const answer of ['slow', 'broken']) {
      expect(await verifyCaptcha(config(), answer, null, log)).toMatchObject({ ok: false, reason: 'unavailable' })
    }
    const unreachable = await verifyCaptcha(config({ verifyUrl: 'http://127.0.0.1:9/x' }), 'good', null, log)
    expect(unreachable).toMatchObject({ ok: false, reason: 'unavailable' })
    expect(logs.filter((l) => l.startsWith('error: ReCaptcha error: Failed to execute'))).toHaveLength(3)
  })

  it('no key: passes with a warning in development, a configuration error in production', async () => {
    expect(await verifyCaptcha(config({ secret: '', development: true }), undefined, null, log)).toEqual({
      ok: true,
      skipped: 'no-key-in-development',
    })
    expect(logs.at(-1)).toMatch(/^warn: ReCaptcha error: No key provided/)
    expect(await verifyCaptcha(config({ secret: '' }), 'good', null, log)).toMatchObject({ reason: 'not-configured' })
    expect(logs.at(-1)).toMatch(/^error: ReCaptcha error: No key provided/)
    // A secret the service refuses is configuration too, not the visitor's fault.
    expect(await verifyCaptcha(config({ secret: 'wrong' }), 'good', null, log)).toMatchObject({
      reason: 'not-configured',
    })
  })
})
