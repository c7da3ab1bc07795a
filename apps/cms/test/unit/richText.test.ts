import { sitePath } from '@jtt/content-api/routes'
import { describe, expect, it } from 'vitest'
import { toRichText } from '../../src/api/serializers/richText'

const text = (value: string, format = 0) => ({ type: 'text', text: value, format })
const doc = (...children: unknown[]) => ({ root: { type: 'root', children } })
const paragraph = (...children: unknown[]) => ({ type: 'paragraph', children })

describe('toRichText: the editor document as the allowlisted tree', () => {
  it('keeps paragraphs, headings (h2–h4), quotes, rules and marks', () => {
    expect(
      toRichText(
        doc(
          { type: 'heading', tag: 'h1', children: [text('Judul')] },
          { type: 'heading', tag: 'h3', children: [text('Sub')] },
          { type: 'heading', tag: 'h6', children: [text('Kecil')] },
          paragraph(text('tebal miring', 1 | 2), { type: 'linebreak' }, text('x', 64)),
          { type: 'quote', children: [text('kutipan')] },
          { type: 'horizontalrule' },
        ),
      ),
    ).toEqual([
      { type: 'heading', level: 2, children: [{ type: 'text', text: 'Judul', marks: [] }] },
      { type: 'heading', level: 3, children: [{ type: 'text', text: 'Sub', marks: [] }] },
      { type: 'heading', level: 4, children: [{ type: 'text', text: 'Kecil', marks: [] }] },
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'tebal miring', marks: ['bold', 'italic'] },
          { type: 'linebreak' },
          { type: 'text', text: 'x', marks: ['superscript'] },
        ],
      },
      { type: 'quote', children: [{ type: 'text', text: 'kutipan', marks: [] }] },
      { type: 'rule' },
    ])
  })

  it('nests lists and tells ordered from bulleted', () => {
    const list = {
      type: 'list',
      listType: 'number',
      children: [
        {
          type: 'listitem',
          children: [
            text('satu'),
            { type: 'list', listType: 'bullet', children: [{ type: 'listitem', children: [text('a')] }] },
          ],
        },
      ],
    }
    expect(toRichText(doc(list))).toEqual([
      {
        type: 'list',
        ordered: true,
        items: [
          {
            children: [{ type: 'text', text: 'satu', marks: [] }],
            sublists: [
              {
                type: 'list',
                ordered: false,
                items: [{ children: [{ type: 'text', text: 'a', marks: [] }], sublists: [] }],
              },
            ],
          },
        ],
      },
    ])
  })

  it('keeps safe links and turns unsafe ones into their text', () => {
    const link = (url: string) => ({ type: 'link', fields: { url, newTab: true }, children: [text('tautan')] })
    const out = toRichText(
      doc(
        paragraph(
          link('https://example.com/a'),
          link(sitePath('contact', 'id')),
          link('mailto:a@b.id'),
          link('javascript:alert(1)'),
          link('//evil.example'),
          // Browsers read `\` as `/`, and drop tabs: both lead to evil.example.
          link('/\\evil.example'),
          link('/\t/evil.example'),
        ),
      ),
    )
    expect(out).toEqual([
      {
        type: 'paragraph',
        children: [
          {
            type: 'link',
            url: 'https://example.com/a',
            newTab: true,
            children: [{ type: 'text', text: 'tautan', marks: [] }],
          },
          {
            type: 'link',
            url: sitePath('contact', 'id'),
            newTab: true,
            children: [{ type: 'text', text: 'tautan', marks: [] }],
          },
          { type: 'link', url: 'mailto:a@b.id', newTab: true, children: [{ type: 'text', text: 'tautan', marks: [] }] },
          { type: 'text', text: 'tautan', marks: [] },
          { type: 'text', text: 'tautan', marks: [] },
          { type: 'text', text: 'tautan', marks: [] },
          { type: 'text', text: 'tautan', marks: [] },
        ],
      },
    ])
  })

  it('keeps the words of nodes it does not render and drops empty ends', () => {
    expect(
      toRichText(
        doc(
          paragraph(),
          { type: 'upload', value: 3 },
          { type: 'table', children: [{ type: 'row', children: [text('sel')] }] },
          paragraph(),
        ),
      ),
    ).toEqual([{ type: 'paragraph', children: [{ type: 'text', text: 'sel', marks: [] }] }])
    expect(toRichText(null)).toEqual([])
    expect(toRichText({ nothing: true })).toEqual([])
  })

  it('never interprets text as markup', () => {
    expect(toRichText(doc(paragraph(text('<img src=x onerror=alert(1)>'))))).toEqual([
      { type: 'paragraph', children: [{ type: 'text', text: '<img src=x onerror=alert(1)>', marks: [] }] },
    ])
  })
})
