import { randomUUID } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { SIGNATURE_HEADER, signBody } from '@jtt/content-api/webhook'

/**
 * The site's publish-to-live route over HTTP (the CMS's tests post to a stand-in): only a notification
 * signed with the shared secret, within the replay window and not seen before, expires cache tags.
 */
const secret = () => (JSON.parse(process.env.E2E_WEB_ENV!) as { REVALIDATE_SECRET: string }).REVALIDATE_SECRET
const change = (tags = ['e2e-probe']) => JSON.stringify({ id: randomUUID(), tags })
const post = (request: import('@playwright/test').APIRequestContext, body: string, signature?: string) =>
  request.post('/api/revalidate', {
    data: body,
    headers: { 'content-type': 'application/json', ...(signature ? { [SIGNATURE_HEADER]: signature } : {}) },
  })

test.describe('POST /api/revalidate', () => {
  test('refuses what is unsigned, wrongly signed, too old or not a change', async ({ request }) => {
    const body = change()
    expect((await post(request, body)).status()).toBe(401)
    expect((await post(request, body, signBody('x'.repeat(64), body))).status()).toBe(401)
    expect((await post(request, body, signBody(secret(), body, Date.now() - 10 * 60_000))).status()).toBe(401)
    expect((await post(request, body, 't=abc,v1=zz')).status()).toBe(401)
    const notAChange = JSON.stringify({ tags: 'all' })
    expect((await post(request, notAChange, signBody(secret(), notAChange))).status()).toBe(400)
    const huge = change(Array.from({ length: 400 }, (_, i) => `${'t'.repeat(200)}${i}`))
    expect((await post(request, huge, signBody(secret(), huge))).status()).toBe(413)
  })

  test('applies a signed change once; its repetition is refused', async ({ request }) => {
    const body = change()
    const applied = await post(request, body, signBody(secret(), body))
    expect(applied.status()).toBe(200)
    expect(await applied.json()).toEqual({ revalidated: 1 })
    expect((await post(request, body, signBody(secret(), body))).status()).toBe(409)
  })

  test('is not a GET', async ({ request }) => {
    expect((await request.get('/api/revalidate')).status()).toBe(405)
  })
})
