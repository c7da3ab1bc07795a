import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { cmsUrl, expectErrorBody, getRaw, loginToken } from './helpers'
import { logDuring } from './cmsLog'

/** One raw HTTP/1.1 exchange, so a request reaches the server exactly as written. */
function raw(request: string, timeoutMs = 5000): Promise<string> {
  const url = new URL(cmsUrl())
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(url.port), url.hostname, () => socket.write(request))
    let answer = ''
    socket.on('data', (chunk) => (answer += chunk))
    socket.on('end', () => resolve(answer))
    socket.on('close', () => resolve(answer))
    socket.on('error', reject)
    setTimeout(() => socket.destroy(), timeoutMs)
  })
}

/**
 * The Content API's route files as [path, what they take]: `POST` for those exporting POST (their GET
 * refuses), `GET, HEAD` for the others. Dynamic segments take a sample value.
 */
function v1Routes(): [string, string][] {
  const root = path.resolve(import.meta.dirname, '../../src/app/(v1)/v1')
  const files = fs.readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('route.ts'))
  return files
    .filter((file) => !file.includes('[['))
    .map((file) => {
      const route = `/v1/${path.dirname(file)}`.replace(/\/\.$/, '').replace(/\[[a-z]+\]/g, 'sample')
      const source = fs.readFileSync(path.join(root, file), 'utf8')
      return [route, /export const POST\b/.test(source) ? 'POST' : 'GET, HEAD']
    })
}

const statusOf = (answer: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1])

describe('bad input is a 4xx in the contract error shape, never a 500', () => {
  it.each([
    ['GET /v1/%ff', 400],
    ['GET /api/pages/%ff', 400],
    ['GET /v1/menu?locale=%E0%A4%A', 400],
    ['TRACE /v1/menu', 405],
    ['PROPFIND /api/pages', 405],
  ])('%s → %i', async (line, status) => {
    const answer = await raw(`${line} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`)
    expect(statusOf(answer)).toBe(status)
    expect(answer).toMatch(/"error":\{"code":"[a-z_]+","message":/)
  })

  // Before: a Content API route answered a method it lacks with an empty 405 without `Allow`, the
  // admin's pages answered PUT, PATCH and DELETE with 200. Every route file of /v1 is asked.
  it.each(v1Routes())('%s with a method it does not export → 405 JSON, Allow: %s', async (path, allow) => {
    for (const method of ['PUT', 'PATCH', 'DELETE', allow === 'POST' ? 'GET' : 'POST']) {
      const res = await fetch(`${cmsUrl()}${path}`, { method })
      expect(res.status, `${method} ${path}`).toBe(405)
      expect(res.headers.get('allow'), `${method} ${path}`).toBe(allow)
      expect(res.headers.get('content-type')).toMatch(/application\/json/)
      expect(expectErrorBody(await res.json()).code).toBe('method_not_allowed')
    }
  })

  it.each([
    ['PUT', '/admin'],
    ['DELETE', '/admin/collections/pages'],
    ['PATCH', '/admin/login'],
  ])('%s %s (an admin page) → 405, Allow: GET, HEAD', async (method, path) => {
    const res = await fetch(`${cmsUrl()}${path}`, { method, redirect: 'manual' })
    expect(res.status).toBe(405)
    expect(res.headers.get('allow')).toBe('GET, HEAD')
    expect(expectErrorBody(await res.json()).code).toBe('method_not_allowed')
  })

  it('GET /v1 itself answers the JSON not_found', async () => {
    const res = await getRaw('')
    expect(res.status).toBe(404)
    expect(expectErrorBody(res.json).code).toBe('not_found')
  })

  it.each(['page=1e309', 'limit=-1', 'page=NaN'])("Payload's REST with %s is a 400, not a 500", async (query) => {
    const res = await fetch(`${cmsUrl()}/api/media?${query}`)
    expect(res.status).toBe(400)
    expect(((await res.json()) as { errors: { message: string }[] }).errors[0]?.message).toMatch(/whole numbers/)
  })

  it('email verification, which is off, is a 404', async () => {
    const res = await fetch(`${cmsUrl()}/api/users/verify/abc`, { method: 'POST' })
    expect(res.status).toBe(404)
  })

  it('a method an endpoint of Payload lacks is a 404 (Payload says 501), preflights elsewhere still pass', async () => {
    const missing = await fetch(`${cmsUrl()}/api/payload-migrations`, { method: 'OPTIONS' })
    expect(missing.status).toBe(404)
    const preflight = await fetch(`${cmsUrl()}/api/pages`, { method: 'OPTIONS' })
    expect(preflight.status).toBeLessThan(300)
  })

  it('GET /v1/health answers once Payload and the database are ready', async () => {
    const res = await getRaw('/health')
    expect(res.status).toBe(200)
    expect(res.json).toEqual({ data: { status: 'ok' } })
  })
})

describe('request bodies are limited per route, before they are read', () => {
  it.each(['/v1/auth/login', '/api/users/login', '/api/pages'])(
    'a declared 200 MB body to %s → 413 at once',
    async (path) => {
      const started = Date.now()
      const answer = await raw(
        `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 209715200\r\n\r\n{"email":`,
      )
      expect(statusOf(answer)).toBe(413)
      expect(answer).toContain('"code":"payload_too_large"')
      expect(Date.now() - started).toBeLessThan(2000)
    },
  )

  it('a body without a length (chunked) → 411', async () => {
    const answer = await raw(
      'POST /v1/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n5\r\n{"a":\r\n',
    )
    expect(statusOf(answer)).toBe(411)
  })

  it('a JSON body over the login limit but within the front limit → 413 payload_too_large', async () => {
    const res = await fetch(`${cmsUrl()}/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(40_000) }),
    })
    expect(res.status).toBe(413)
    expect(expectErrorBody(await res.json()).code).toBe('payload_too_large')
  })
})

describe('the admin and the APIs send protective headers', () => {
  it.each(['/admin/login', '/v1/menu', '/api/pages'])('%s', async (path) => {
    const res = await fetch(`${cmsUrl()}${path}`)
    expect(res.headers.get('x-frame-options')).toBe('DENY')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  })
})

describe('expected refusals are one log line, without a stack trace', () => {
  it('401 and 403 answers on /api leave no stack in the log', async () => {
    let editor = ''
    const written = await logDuring(async () => {
      editor = await loginToken()
      expect(
        (await fetch(`${cmsUrl()}/api/users/me`, { headers: { authorization: 'Bearer forged' } })).status,
      ).toBeLessThan(500)
      expect((await fetch(`${cmsUrl()}/api/payload-jobs`)).status).toBe(403)
      expect(
        (
          await fetch(`${cmsUrl()}/api/pages`, {
            method: 'POST',
            body: '{}',
            headers: { 'content-type': 'application/json' },
          })
        ).status,
      ).toBe(403)
      expect(
        (
          await fetch(`${cmsUrl()}/api/users/login`, {
            method: 'POST',
            body: '{"email":"nobody@example.com","password":"x"}',
            headers: { 'content-type': 'application/json' },
          })
        ).status,
      ).toBe(401)
    })
    expect(editor.length).toBeGreaterThan(0)
    expect(written).not.toMatch(/\n\s+at .+:\d+:\d+/)
    expect(written).not.toMatch(/"stack"/)
  })
})
