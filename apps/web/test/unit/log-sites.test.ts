import http from 'node:http'
import type net from 'node:net'
import { ROUTES, sitePath } from '@jtt/content-api/routes'
import { installProcessLogger } from '@jtt/server/log'
import { requestContext } from '@jtt/server/request-context'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { leaks, memoryLogger, SECRET } from '../../../../packages/server/test/memory-logger'
import { requestRoute } from '../../src/lib/request-route'
import { withEnv } from './fresh-env'

/**
 * The site's log sites (issue 26): each writes through the process's logger, whose lines leave out
 * secrets and personal data; what a line names of a request is its route pattern, never its address;
 * and the calls a page makes to the Content API carry the visitor's request id.
 */
const memory = memoryLogger('web')
installProcessLogger(memory.logger)

describe("the site's log lines", () => {
  afterAll(() => vi.unstubAllEnvs())

  it('auth errors: their kind and reason, as warnings', async () => {
    const { emitAuthError } = await import('../../src/lib/auth/events')
    emitAuthError({ kind: 'login-refused' })
    emitAuthError({ kind: 'preview-denied', reason: 'no-scope' })
    expect(memory.lines.filter((line) => line.msg === 'auth error')).toEqual([
      expect.objectContaining({ level: 'warn', auth: 'login-refused' }),
      expect.objectContaining({ level: 'warn', auth: 'preview-denied', reason: 'no-scope' }),
    ])
  })

  it('a captcha left unconfigured in production is an error line, once', async () => {
    const setup = (
      await withEnv(
        { APP_ENV: 'production', RECAPTCHA_SITE_KEY: '' },
        () => import('../../src/lib/forms/captcha-setup'),
      )
    ).captchaSetup
    setup()
    setup()
    const errors = memory.lines.filter((line) => String(line.msg).startsWith('forms: ReCaptcha error'))
    expect(errors).toEqual([expect.objectContaining({ level: 'error' })])
  })

  it('name a request by its route pattern: no slug, query, token or anything a client typed', () => {
    const unsubscribe = `${sitePath('unsubscribe', 'id')}?token=${SECRET.linkToken}&email=${SECRET.email}`
    expect(requestRoute(unsubscribe)).toBe(`/[locale]${ROUTES.unsubscribe.page}`)
    const release = sitePath('press-release', 'en', { slug: 'jtt-opens-rest-area' })
    expect(requestRoute(`${release}?page=2`)).toBe(`/[locale]${ROUTES['press-release'].page}`)
    expect(requestRoute('/id')).toBe('/[locale]')
    expect(requestRoute(`/${SECRET.email}`)).toBe('/(other)')
    expect(requestRoute('/_next/static/chunks/app.js')).toBe('/_next/*')
    for (const line of memory.raw) expect(leaks(line), line).toEqual([])
  })
})

describe('Content API calls made for a request', () => {
  const seen: (string | string[] | undefined)[] = []
  let server: http.Server
  let base = ''
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      seen.push(req.headers.traceparent)
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":[]}')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}/v1`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it("carry the visitor's request id as the trace id of `traceparent`; calls outside a request none", async () => {
    const { api } = await withEnv({ CONTENT_API_URL: base }, () => import('../../src/lib/content/client'))
    const requestId = '0af7651916cd43dd8448eb211c80319c'
    await requestContext.run({ requestId }, () => api.menu({ locale: 'id' }, { init: { cache: 'no-store' } }))
    await api.menu({ locale: 'en' }, { init: { cache: 'no-store' } })
    expect(seen).toHaveLength(2)
    expect(seen[0]).toMatch(new RegExp(`^00-${requestId}-[0-9a-f]{16}-00$`))
    expect(seen[1]).toBeUndefined()
  })
})
