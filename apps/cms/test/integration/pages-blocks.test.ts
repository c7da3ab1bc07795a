import { describe, expect, it } from 'vitest'
import { PAGE_BLOCK_TYPES } from '@jtt/content-api'
import { createDoc, deleteDoc, ok } from './about-fixtures'
import { client, getRaw, richText } from './helpers'

describe('GET /pages: pages built from blocks', () => {
  it('answers every kind of block, in each language', async () => {
    const id = ok(await client().pages({ slug: 'tata-kelola-perusahaan' })).data[0]!
    const en = ok(await client('en').pages({ slug: 'corporate-governance', locale: 'en' })).data[0]!
    expect(id.blocks.map((b) => b.type).sort()).toEqual([...PAGE_BLOCK_TYPES].sort())
    expect(en.blocks.map((b) => b.type)).toEqual(id.blocks.map((b) => b.type))
    const documents = en.blocks.find((b) => b.type === 'documentList')
    expect(documents?.type === 'documentList' && documents.documents[0]?.file?.mimeType).toBe('application/pdf')
    const cta = en.blocks.find((b) => b.type === 'callToAction')
    expect(cta?.type === 'callToAction' && cta.link?.url).toMatch(/^\/en\//)
    expect(en.untranslated).toEqual([])
    const file = documents?.type === 'documentList' ? documents.documents[0]?.file : null
    const download = await fetch(file!.url)
    expect(download.status).toBe(200)
    expect((await download.text()).startsWith('%PDF-')).toBe(true)
  })

  it('never answers HTML: rich text is a tree of allowlisted nodes', async () => {
    const raw = await getRaw('/pages?per_page=100&locale=en')
    expect(raw.text).not.toMatch(/<\w+[\s>]/)
    expect(raw.text).not.toContain('contentHtml')
  })

  it('drops markup and unsafe links an editor could store', async () => {
    const content = richText('<script>alert(1)</script>')
    // A second paragraph as an editor's paste could store it: a javascript: link in bold.
    const pasted = {
      type: 'paragraph',
      version: 1,
      format: '',
      indent: 0,
      direction: 'ltr',
      textFormat: 0,
      children: [
        {
          type: 'link',
          version: 3,
          fields: { url: 'javascript:alert(1)', newTab: false, linkType: 'custom' },
          children: [{ type: 'text', version: 1, text: 'klik', format: 1, style: '', mode: 'normal', detail: 0 }],
        },
      ],
    }
    content.root.children.push(pasted as (typeof content.root.children)[number])
    const id = await createDoc('pages', {
      title: 'Uji Aman',
      slug: 'uji-aman',
      layout: [{ blockType: 'richText', content }],
      _status: 'published',
    })
    try {
      const [block] = ok(await client().pages({ slug: 'uji-aman' })).data[0]!.blocks
      expect(block).toMatchObject({
        type: 'richText',
        content: [
          { type: 'paragraph', children: [{ type: 'text', text: '<script>alert(1)</script>', marks: [] }] },
          { type: 'paragraph', children: [{ type: 'text', text: 'klik', marks: ['bold'] }] },
        ],
      })
    } finally {
      await deleteDoc('pages', id)
    }
  })

  it('shows a page without English under its Indonesian slug in English, and says what fell back', async () => {
    const id = await createDoc('pages', {
      title: 'Hanya Bahasa Indonesia',
      slug: 'hanya-bahasa-indonesia',
      layout: [{ blockType: 'richText', content: richText('Isi halaman.') }],
      _status: 'published',
    })
    try {
      const en = ok(await client('en').pages({ slug: 'hanya-bahasa-indonesia', locale: 'en' })).data[0]
      expect(en?.title).toBe('Hanya Bahasa Indonesia')
      expect(en?.blocks[0]?.type).toBe('richText')
      expect(en?.untranslated).toEqual(expect.arrayContaining(['title', 'slug', 'blocks']))
    } finally {
      await deleteDoc('pages', id)
    }
  })
})
