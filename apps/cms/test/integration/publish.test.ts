import { cacheTags } from '@jtt/content-api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminRest, loginToken, richText } from './helpers'
import { siteReceiver } from './receiver'

// A stand-in for the web site's /api/revalidate, so the tests see exactly what the CMS tells the site.
const { received, listen, close, changeNaming } = siteReceiver()

beforeAll(listen)
afterAll(close)

describe('publish-to-live: the CMS tells the site exactly what changed, within seconds', () => {
  it('a page published and then edited in English: its list, the sitemap and the page under each language slug', async () => {
    const token = await loginToken()
    const published = changeNaming([cacheTags.item('page', 'uji-terbit')])
    const created = await adminRest('POST', '/pages?locale=id', token, {
      title: 'Uji Terbit',
      slug: 'uji-terbit',
      _status: 'published',
    })
    expect(created.status).toBe(201)
    const id = (created.json.doc as { id: number }).id
    await published
    // The edit names the page under its Indonesian slug and its new English one.
    const waiting = changeNaming([
      cacheTags.list('page'),
      cacheTags.sitemap,
      cacheTags.item('page', 'uji-terbit'),
      cacheTags.item('page', 'publish-test'),
    ])
    const saved = await adminRest('PATCH', `/pages/${id}?locale=en`, token, {
      title: 'Publish Test',
      slug: 'publish-test',
    })
    expect(saved.status).toBe(200)
    await waiting
  })

  it('the menu, a footer component and a redirect', async () => {
    const token = await loginToken()
    const menu = await adminRest('GET', '/globals/navigation?locale=id', token)
    const waitingMenu = changeNaming([cacheTags.menu])
    expect((await adminRest('POST', '/globals/navigation?locale=id', token, { items: menu.json.items })).status).toBe(
      200,
    )
    await waitingMenu

    const component = await adminRest('GET', '/components?where[slug][equals]=footer-time&locale=id', token)
    const componentId = (component.json.docs as { id: number }[])[0]!.id
    const waitingFooter = changeNaming([cacheTags.footer])
    expect(
      (
        await adminRest('PATCH', `/components/${componentId}?locale=id`, token, {
          title: 'Senin – Jumat, 08.00 – 16.00 WIB',
        })
      ).status,
    ).toBe(200)
    await waitingFooter

    const waitingRedirect = changeNaming([cacheTags.redirects])
    expect((await adminRest('POST', '/redirects', token, { old_url: '/promo-lebaran', new_url: '/id' })).status).toBe(
      201,
    )
    await waitingRedirect
  })

  it('About Us: a CSR post, a business line (both slugs), a board member and a global', async () => {
    const token = await loginToken()
    const waitingCsr = changeNaming([cacheTags.list('csr'), cacheTags.sitemap])
    const post = await adminRest('POST', '/csr-posts?locale=id', token, {
      title: 'Uji Terbit CSR',
      excerpt: 'Uji.',
      publishedAt: '2026-02-01T00:00:00.000Z',
      category: 'health',
      _status: 'published',
    })
    expect(post.status).toBe(201)
    expect((await waitingCsr).tags).toContain(cacheTags.item('csr', String((post.json.doc as { id: number }).id)))

    const waitingCreated = changeNaming([cacheTags.item('business-line', 'lini-terbit')])
    const line = await adminRest('POST', '/business-lines?locale=id', token, {
      title: 'Lini Terbit',
      slug: 'lini-terbit',
      order: 50,
      summary: 'Uji.',
      _status: 'published',
    })
    const lineId = (line.json.doc as { id: number }).id
    await waitingCreated
    // The English slug is added: the line is now also under it, and still under the Indonesian one.
    const waitingLine = changeNaming([cacheTags.item('business-line', 'published-line')])
    expect(
      (
        await adminRest('PATCH', `/business-lines/${lineId}?locale=en`, token, {
          title: 'Published Line',
          slug: 'published-line',
          summary: 'Test.',
        })
      ).status,
    ).toBe(200)
    expect((await waitingLine).tags).toEqual(
      expect.arrayContaining([cacheTags.list('business-line'), cacheTags.item('business-line', 'lini-terbit')]),
    )

    // A published person (a never-published draft tells the site nothing), with a photo to populate.
    const people = await adminRest('GET', '/people?limit=1&sort=id&where[_status][equals]=published', token)
    const [person] = people.json.docs as { id: number; order: number }[]
    const waitingPeople = changeNaming([cacheTags.list('person')])
    const saved = await adminRest('PATCH', `/people/${person!.id}?locale=id`, token, { order: person!.order })
    expect(saved.status, JSON.stringify(saved.json)).toBe(200)
    await waitingPeople

    const waitingGlobal = changeNaming([cacheTags.whistleblowing])
    const wbs = await adminRest('GET', '/globals/whistleblowing?locale=id', token)
    expect(
      (await adminRest('POST', '/globals/whistleblowing?locale=id', token, { steps: wbs.json.steps })).status,
    ).toBe(200)
    await waitingGlobal

    // Clean up: the sample lists stay as seeded for the other test files.
    await adminRest('DELETE', `/business-lines/${lineId}`, token)
    await adminRest('DELETE', `/csr-posts/${(post.json.doc as { id: number }).id}`, token)
  })

  it('a press release published and edited, a document and the investor-relations content', async () => {
    const token = await loginToken()
    const waitingRelease = changeNaming([
      cacheTags.list('press-release'),
      cacheTags.sitemap,
      cacheTags.item('press-release', 'siaran-terbit-uji'),
    ])
    const created = await adminRest('POST', '/press-releases?locale=id', token, {
      title: 'Siaran Terbit Uji',
      slug: 'siaran-terbit-uji',
      body: richText('Siaran uji.'),
      _status: 'published',
    })
    expect(created.status).toBe(201)
    await waitingRelease
    const id = (created.json.doc as { id: number }).id
    const waitingEnglish = changeNaming([cacheTags.item('press-release', 'press-release-test')])
    expect(
      (
        await adminRest('PATCH', `/press-releases/${id}?locale=en`, token, {
          title: 'Press Release Test',
          slug: 'press-release-test',
          body: richText('A test release.'),
        })
      ).status,
    ).toBe(200)
    expect((await waitingEnglish).tags).toContain(cacheTags.item('press-release', 'siaran-terbit-uji'))
    // Other suites count the seeded releases.
    const waitingRemoval = changeNaming([cacheTags.sitemap, cacheTags.item('press-release', 'press-release-test')])
    expect((await adminRest('DELETE', `/press-releases/${id}`, token)).status).toBe(200)
    await waitingRemoval

    const documents = await adminRest('GET', '/documents?limit=1&locale=id', token)
    const documentId = (documents.json.docs as { id: number }[])[0]!.id
    // Press releases embed documents (attachments): their lists go too.
    const waitingDocument = changeNaming([cacheTags.list('document'), cacheTags.list('press-release')])
    expect(
      (await adminRest('PATCH', `/documents/${documentId}?locale=id`, token, { description: 'Diperbarui.' })).status,
    ).toBe(200)
    await waitingDocument

    const waitingIr = changeNaming([cacheTags.investorRelations])
    expect(
      (
        await adminRest('POST', '/globals/investor-relations?locale=id', token, {
          contact: { hours: 'Senin – Jumat, 08.00 – 16.00 WIB' },
        })
      ).status,
    ).toBe(200)
    await waitingIr
  })

  it('a draft of a never-published page tells the site nothing', async () => {
    const token = await loginToken()
    const before = received.length
    const created = await adminRest('POST', '/pages?draft=true&locale=id', token, {
      title: 'Draf Senyap',
      slug: 'draf-senyap',
      _status: 'draft',
    })
    expect(created.status).toBe(201)
    await new Promise((r) => setTimeout(r, 1000))
    expect(received.slice(before).some((c) => c.tags.some((t) => t.includes('draf-senyap')))).toBe(false)
  })

  it('a draft saved over a published page tells the site nothing; unpublishing does', async () => {
    const token = await loginToken()
    const created = await adminRest('POST', '/pages?locale=id', token, {
      title: 'Terbit Lalu Draf',
      slug: 'terbit-lalu-draf',
      _status: 'published',
    })
    expect(created.status).toBe(201)
    const id = (created.json.doc as { id: number }).id
    await new Promise((r) => setTimeout(r, 500))
    const before = received.length
    expect(
      (await adminRest('PATCH', `/pages/${id}?locale=id&draft=true`, token, { title: 'Draf Baru', _status: 'draft' }))
        .status,
    ).toBe(200)
    await new Promise((r) => setTimeout(r, 1000))
    expect(received.slice(before).some((c) => c.tags.includes(cacheTags.item('page', 'terbit-lalu-draf')))).toBe(false)
    const waiting = changeNaming([cacheTags.item('page', 'terbit-lalu-draf')])
    expect((await adminRest('PATCH', `/pages/${id}?locale=id`, token, { _status: 'draft' })).status).toBe(200)
    await waiting
  })

  it('a notification the site missed (it was down) is delivered when it is back', async () => {
    const token = await loginToken()
    await close()
    const component = await adminRest('GET', '/components?where[slug][equals]=footer-email&locale=id', token)
    const componentId = (component.json.docs as { id: number }[])[0]!.id
    expect(
      (
        await adminRest('PATCH', `/components/${componentId}?locale=id`, token, {
          title: 'halo@jasamargatransjawatol.co.id',
        })
      ).status,
    ).toBe(200)
    // Longer than the echo (2 s): only the job queue's retry can deliver it now.
    await new Promise((r) => setTimeout(r, 3000))
    const waiting = changeNaming([cacheTags.footer], 30_000)
    await listen()
    await waiting
  }, 40_000)
})
