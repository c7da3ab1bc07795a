import { beforeAll, describe, expect, it } from 'vitest'
import { isProblem, logDuring, requestEntries, STACK_IN_LOG } from './cmsLog'
import { loginToken } from './helpers'

import { rest, type RestAnswer as Answer } from './restApi'

const long = `${'a'.repeat(300)}.png`

// Each answered 500 "Something went wrong" and logged an error with its stack trace; the bulk
// update and delete answered 400 but logged the same.
describe("malformed queries to Payload's REST API are a 4xx, with one warning line at most and no stack in the log", () => {
  it.each([
    ['GET', '/media/file/x.png?prefix=x', 400],
    ['GET', `/media/file/${long}`, 404],
    ['HEAD', `/media/file/${long}`, 404],
    ['GET', '/pages?where[id][in]=a,b', 400],
    ['GET', '/pages/count?where[id][in]=a', 400],
    ['GET', '/pages?where[createdAt][greater_than]=notadate', 400],
    ['GET', '/pages?where[title][near]=1,2', 400],
    ['GET', '/pages?where[title][within]=x', 400],
    ['GET', '/pages?where[title][intersects]=x', 400],
    ['GET', '/pages?where[title][all]=x', 400],
    ['GET', '/pages?where[title][equals][0]=a&where[title][equals][1]=b', 400],
    ['GET', '/pages?where[layout][exists]=true', 400],
    ['GET', '/pages?where[layout.id][equals]=x', 400],
    ['GET', '/pages?where[layout.blockType][in]=richText,image', 400],
    ['GET', '/pages?where[layout.heading][equals]=x&where[layout.heading][like]=y', 400],
    ['GET', '/pages?where[layout.heading][equals]=x&sort=layout.heading', 400],
    ['GET', '/pages?where[layout.image.alt][like]=x', 400],
    ['GET', '/pages?where[layout.blockType][exists]=true', 400],
    ['GET', '/pages?where[_id][equals]=1', 400],
    ['GET', '/pages?where=abc', 400],
    ['GET', '/pages?data=abc', 400],
    ['GET', '/pages?sort=layout', 400],
    ['GET', '/pages/versions?where[parent][equals]=x', 400],
    ['GET', '/globals/home/versions?where[createdAt][greater_than]=x', 400],
    ['GET', '/payload-locked-documents?where[document][equals]=1', 400],
    ['DELETE', '/pages', 400],
    ['PATCH', '/pages', 400],
  ])('%s %s → %i', async (method, path, status) => {
    let answer: Answer | undefined
    const log = await logDuring(async () => {
      answer = await rest(path, { method })
    })
    expect(answer?.status).toBe(status)
    if (method !== 'HEAD') expect(answer?.message.length).toBeGreaterThan(5)
    const entries = requestEntries(log)
    expect(entries.filter(isProblem).length, entries.join('\n')).toBeLessThanOrEqual(1)
    expect(entries.join('\n')).not.toMatch(STACK_IN_LOG)
  })

  it("a where clause in a form body (the admin's GET override) is checked as well", async () => {
    const answer = await rest('/pages', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-payload-http-method-override': 'GET' },
      body: 'where[id][in]=a',
    })
    expect(answer.status).toBe(400)
    expect(answer.message).toMatch(/where\[id\]\[in\]/)
  })

  it('says which condition is wrong and what it takes', async () => {
    expect((await rest('/pages?where[createdAt][greater_than]=notadate')).message).toMatch(/date/)
    expect((await rest('/pages?where[title][near]=1,2')).message).toMatch(/equals, not_equals, in, not_in/)
    expect((await rest('/pages?where[id][in]=a,b')).message).toMatch(/whole number/)
  })
})

describe('well-formed queries, as the admin sends them, still answer', () => {
  let auth: Record<string, string>
  beforeAll(async () => {
    auth = { authorization: `JWT ${await loginToken()}` }
  })

  it.each([
    '/pages?where[title][like]=tol',
    '/pages?where[or][0][title][like]=x&where[or][1][slug][like]=x',
    '/pages?where[id][in]=1,2&where[id][not_in][0]=3',
    '/pages?where[createdAt][greater_than]=2020-01-01T00:00:00.000Z&sort=-createdAt',
    '/pages?where[_status][equals]=published&where[title.en][exists]=true',
    '/pages?where[layout.blockType][in][0]=richText&where[layout.blockType][in][1]=image',
    '/pages?where[layout.blockType][equals]=richText&where[meta.metaImage.alt][like]=x',
    '/pages?where[meta.metaImage][equals]=null&sort=meta.metaImage.alt',
    '/pages?where={"title":{"like":"x"}}',
    '/pages/count?where[title][not_like]=x',
    '/pages/versions?where[parent][equals]=1&where[latest][equals]=true',
    '/globals/home/versions?where[version._status][equals]=draft',
    '/rest-areas?where[road][equals]=1&where[road.name][like]=x&where[facilities][exists]=true',
    '/payload-locked-documents?where[document.value][equals]=1&where[document.relationTo][equals]=pages',
    '/payload-locked-documents?where[document][equals][relationTo]=pages&where[document][equals][value]=1',
    '/media/file/nope.png',
  ])('GET %s', async (path) => {
    const answer = await rest(path, { headers: auth })
    expect(answer.status, answer.message).toBe(path.includes('/file/') ? 404 : 200)
  })

  it("the admin's relationship search (a form body with a GET override) answers", async () => {
    const answer = await rest('/pages', {
      method: 'POST',
      headers: {
        ...auth,
        'content-type': 'application/x-www-form-urlencoded',
        'x-payload-http-method-override': 'GET',
      },
      body: 'depth=0&limit=5&where[and][0][id][not_in][0]=1&where[and][1][title][like]=tol&sort=title',
    })
    expect(answer.status).toBe(200)
  })

  it('a bulk delete with a where clause runs (here matching nothing)', async () => {
    expect((await rest('/redirects?where[id][equals]=2000000000', { method: 'DELETE', headers: auth })).status).toBe(
      200,
    )
  })
})
