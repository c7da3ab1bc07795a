import { MAX_SEARCH_QUERY_LENGTH } from '@jtt/content-api'
import { describe, expect, it } from 'vitest'
import { editDistance } from '../../src/search/distance'
import { richText } from '../../src/seed/lexical'
import {
  fold,
  indexedWords,
  joinText,
  readQueryText,
  richTextHeadings,
  richTextToPlain,
  words,
} from '../../src/search/text'

describe('words and folding', () => {
  it('folds case, accents and compatibility forms', () => {
    expect(fold('Café ÉCOLE ＣＡＦＥ')).toBe('cafe ecole cafe')
    expect(words('PT Jasamarga Transjawa Tol ("JTT") — rest-area KM 57')).toEqual([
      'pt',
      'jasamarga',
      'transjawa',
      'tol',
      'jtt',
      'rest',
      'area',
      'km',
      '57',
    ])
  })

  it('indexes e-mail addresses and hyphenated words as their words', () => {
    expect(indexedWords('info@jasamargatransjawatol.co.id kupu-kupu')).toBe(
      'info jasamargatransjawatol co id kupu kupu',
    )
  })
})

describe('readQueryText', () => {
  it('drops control characters, collapses whitespace and cuts long queries by code point', () => {
    expect(readQueryText('  tarif\u0000\ttol\n ')).toBe('tarif tol')
    const long = '😀'.repeat(MAX_SEARCH_QUERY_LENGTH + 50)
    expect(Array.from(readQueryText(long))).toHaveLength(MAX_SEARCH_QUERY_LENGTH)
    expect(readQueryText('\ud800abc')).toBe('abc')
  })
})

describe('richTextToPlain and joinText', () => {
  it('keeps quotes and paragraphs of Lexical content, no entities', () => {
    const content = {
      root: {
        type: 'root',
        children: [
          { type: 'paragraph', children: [{ type: 'text', text: 'PT Jasamarga Transjawa Tol ("JTT") & mitra' }] },
          { type: 'heading', tag: 'h2', children: [{ type: 'text', text: 'Data' }] },
        ],
      },
    }
    expect(richTextToPlain(content)).toBe('PT Jasamarga Transjawa Tol ("JTT") & mitra\nData')
    expect(richTextToPlain(null)).toBe('')
    expect(joinText('a', '', null, '  b  ')).toBe('a\nb')
  })
})

describe('richTextHeadings', () => {
  it("gives a rich text's headings, one per line, for a source's keywords", () => {
    const body = richText([{ p: 'Pembuka.' }, { h2: 'Layanan transaksi' }, { p: 'Nontunai.' }, { h3: 'Kartu' }])
    expect(richTextHeadings(body)).toBe('Layanan transaksi\nKartu')
    expect(richTextHeadings(richText([{ p: 'Tanpa judul.' }]))).toBe('')
    expect(richTextHeadings(null)).toBe('')
  })
})

describe('editDistance', () => {
  it('counts a swap of neighbours as one edit', () => {
    expect(editDistance('tarfi', 'tarif', 2)).toBe(1)
    expect(editDistance('kebijkan', 'kebijakan', 2)).toBe(1)
    expect(editDistance('toll', 'tol', 1)).toBe(1)
  })

  it('stops early beyond the allowed edits', () => {
    expect(editDistance('jasamarga', 'semarang', 1)).toBe(2)
    expect(editDistance('a', 'abcdef', 2)).toBe(3)
  })
})
