import { describe, expect, it } from 'vitest'
import { adminRest, client, loginToken } from './helpers'

/** The field messages of Payload's ValidationError answer. */
const fieldErrors = (json: Record<string, unknown>) =>
  ((json.errors as { data?: { errors?: { path: string; message: string }[] } }[] | undefined) ?? []).flatMap(
    (e) => e.data?.errors ?? [],
  )

// Browsers read `\` as `/`: `/\evil.example` is `//evil.example`, the site evil.example. The check
// accepted it because it looked only for `//`.
describe('a link that browsers would lead to another site is refused on save', () => {
  it('a menu link /\\evil.example: 400 naming the field and the backslash, the menu unchanged', async () => {
    const token = await loginToken()
    const before = await client('id').menu()
    const menu = await adminRest('GET', '/globals/navigation?locale=id&depth=0', token)
    const items = structuredClone(menu.json.items) as { url: string }[]
    items[0]!.url = '/\\evil.example'
    const saved = await adminRest('POST', '/globals/navigation?locale=id', token, { items })
    expect(saved.status).toBe(400)
    expect(fieldErrors(saved.json)).toContainEqual(
      expect.objectContaining({ path: 'items.0.url', message: expect.stringMatching(/backslash/) as unknown }),
    )
    expect(await client('id').menu()).toEqual(before)
  })

  it.each([
    [
      'a redirect target',
      '/redirects',
      { old_url: '/uji-tautan-lama', new_url: '/\t/evil.example' },
      'new_url',
      'where[old_url][equals]=/uji-tautan-lama',
    ],
    [
      'a redirect source',
      '/redirects',
      { old_url: '//evil.example', new_url: '/id/uji-tautan-baru' },
      'old_url',
      'where[new_url][equals]=/id/uji-tautan-baru',
    ],
    [
      "a call to action's link",
      '/pages',
      {
        title: 'Uji Tautan',
        slug: 'uji-tautan',
        layout: [
          { blockType: 'callToAction', heading: 'Hubungi kami', linkLabel: 'Kontak', linkUrl: '/%5Cevil.example' },
        ],
      },
      'layout.0.linkUrl',
      'where[slug][equals]=uji-tautan&draft=true',
    ],
  ])('%s: 400, nothing stored', async (_name, path, body, field, stored) => {
    const token = await loginToken()
    const saved = await adminRest('POST', path, token, body)
    expect(saved.status).toBe(400)
    expect(fieldErrors(saved.json).map((e) => e.path)).toContain(field)
    expect((await adminRest('GET', `${path}?${stored}&depth=0`, token)).json.totalDocs).toBe(0)
  })
})
