import type { TextSegment } from '@jtt/content-api'
import { describe, expect, it } from 'vitest'
import { bestPassage, markAll, matcherOf, opening, snippetOf } from '../../src/search/snippet'

const plain = (segments: TextSegment[]) => segments.map((s) => s.text).join('')
const marked = (segments: TextSegment[]) => segments.filter((s) => s.match).map((s) => s.text)

const tarif = matcherOf([{ exact: ['tarif'], prefix: ['tarif'] }])

describe('markAll', () => {
  it('marks whole words that match, keeping case and accents of the original', () => {
    const segments = markAll('Tarifnya dan TARIF baru', tarif)
    expect(marked(segments)).toEqual(['Tarifnya', 'TARIF'])
    expect(plain(segments)).toBe('Tarifnya dan TARIF baru')
  })

  it('marks the derived words a stem found, as written', () => {
    const pelihara = matcherOf([{ exact: ['pelihara'], prefix: ['pelihara'] }])
    expect(marked(markAll('Jadwal Pemeliharaan dan perawatan jalan', pelihara))).toEqual(['Pemeliharaan'])
    const pengendara = matcherOf([{ exact: ['pengendara', 'kendara'], prefix: ['pengendara'] }])
    expect(marked(markAll('Kendaraan golongan I dan para pengendara', pengendara))).toEqual(['Kendaraan', 'pengendara'])
  })

  it('marks a short word only whole', () => {
    expect(marked(markAll('Tipe kendaraan di TIP 207', matcherOf([{ exact: ['tip'], prefix: [] }])))).toEqual(['TIP'])
  })

  it('matches accented text with a folded query', () => {
    expect(marked(markAll('Le Café du Péage', matcherOf([{ exact: [], prefix: ['cafe'] }])))).toEqual(['Café'])
  })
})

describe('bestPassage', () => {
  const filler = (n: number) => Array.from({ length: n }, (_, i) => `kata${i}`).join(' ')

  it('cuts at word boundaries, with an ellipsis where the text goes on', () => {
    const text = `${filler(40)} PT Jasamarga Transjawa Tol ("JTT") menetapkan tarif baru. ${filler(40)}`
    const passage = bestPassage(text, tarif)!
    const shown = plain(passage)
    expect(shown.startsWith('…')).toBe(true)
    expect(shown.endsWith('…')).toBe(true)
    expect(shown).toContain('("JTT")')
    // every word shown whole: the passage, without ellipses, is a run of whole words of the text
    const inner = shown.slice(1, -1)
    expect(text).toContain(inner)
    expect(text.indexOf(inner) === 0 || /\s/.test(text[text.indexOf(inner) - 1]!)).toBe(true)
    expect(/[\s.,]/.test(text[text.indexOf(inner) + inner.length] ?? ' ')).toBe(true)
    expect(marked(passage)).toEqual(['tarif'])
  })

  it('prefers the window with the most different query words', () => {
    const matcher = matcherOf([
      { exact: [], prefix: ['tarif'] },
      { exact: [], prefix: ['semarang'] },
    ])
    const text = `Tarif lama berlaku. ${filler(60)} Tarif ruas Semarang naik. ${filler(10)}`
    expect(marked(bestPassage(text, matcher)!)).toEqual(['Tarif', 'Semarang'])
  })

  it('starts at the paragraph when the match is near its start, and shows breaks as a dot', () => {
    const passage = bestPassage('Judul\nTarif berlaku mulai Senin.', tarif)!
    expect(plain(passage)).toBe('…Tarif berlaku mulai Senin.')
    expect(plain(bestPassage('Judul\nTarif', tarif)!.slice(0))).toBe('…Tarif')
    expect(plain(bestPassage('Tarif\nberlaku', tarif)!)).toBe('Tarif · berlaku')
  })

  it('answers null when nothing matches', () => {
    expect(bestPassage('tidak ada', tarif)).toBeNull()
  })
})

describe('snippetOf', () => {
  it('falls back to the summary, then to the opening cut at a word end', () => {
    expect(plain(snippetOf('isi halaman', 'Ringkasan tarif', tarif))).toBe('Ringkasan tarif')
    const long = 'Jasamarga '.repeat(40).trim()
    const shown = plain(opening(long, 50))
    expect(shown.endsWith('…')).toBe(true)
    expect(
      shown
        .replace('…', '')
        .trim()
        .split(' ')
        .every((w) => w === 'Jasamarga'),
    ).toBe(true)
  })
})
