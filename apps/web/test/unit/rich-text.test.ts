import { describe, expect, it } from 'vitest'
import type { PageBlock } from '@jtt/content-api'
import { blocksText, plainText } from '../../src/lib/rich-text'

const text = (value: string) => ({ type: 'text' as const, text: value, marks: [] })

describe('rich text as plain words (search)', () => {
  it('joins paragraphs, headings, list items and link texts', () => {
    expect(
      plainText([
        { type: 'heading', level: 2, children: [text('Judul')] },
        { type: 'paragraph', children: [text('Satu'), { type: 'linebreak' }, text('dua')] },
        { type: 'list', ordered: false, items: [{ children: [text('butir')], sublists: [] }] },
        { type: 'rule' },
        { type: 'paragraph', children: [{ type: 'link', url: '/id', newTab: false, children: [text('tautan')] }] },
      ]),
    ).toBe('Judul Satu dua butir tautan')
  })

  it('takes the words of every kind of block', () => {
    const blocks: PageBlock[] = [
      { id: '1', type: 'richText', content: [{ type: 'paragraph', children: [text('awal')] }] },
      { id: '2', type: 'image', image: null, caption: 'keterangan', wide: false },
      { id: '3', type: 'keyFigures', heading: 'Angka', figures: [{ id: 'f', value: 1, suffix: '', label: 'ruas' }] },
      { id: '4', type: 'callToAction', heading: 'Ajak', text: 'teks', link: null },
      {
        id: '5',
        type: 'documentList',
        heading: 'Dokumen',
        documents: [{ id: 'd', title: 'Pedoman', description: 'isi', file: null }],
      },
    ]
    expect(blocksText(blocks)).toBe('awal keterangan Angka ruas Ajak teks Dokumen Pedoman isi')
  })
})
