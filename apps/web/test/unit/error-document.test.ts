import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { errorDocument } from '../../src/lib/error-document'
import { contrast } from './contrast'

const EDGE = path.join(import.meta.dirname, '../../../../deploy/nginx/_edge')

/** The `color` and `background` a rule of `css` gives `selector` (the first rule that names them). */
function colours(css: string, selector: string) {
  const body = new RegExp(`(?:^|[{}\\s])${selector}\\{([^}]*)\\}`).exec(css)?.[1] ?? ''
  return {
    color: /(?:^|;)color:(#[0-9a-f]{6})/.exec(body)?.[1],
    background: /background:(#[0-9a-f]{6})/.exec(body)?.[1],
  }
}

describe('self-contained error documents follow the system theme (no theme script runs there)', () => {
  for (const locale of ['id', 'en'] as const) {
    it(`the front's own error page (${locale}): light and dark colours, each readable`, () => {
      const html = errorDocument(locale, 503)
      expect(html).toContain('<meta name="color-scheme" content="light dark">')
      const style = /<style>([\s\S]*)<\/style>/.exec(html)![1]!
      const darkStart = style.indexOf('@media (prefers-color-scheme:dark){')
      expect(darkStart).toBeGreaterThan(-1)
      for (const css of [style.slice(0, darkStart), style.slice(darkStart)]) {
        const body = colours(css, 'body')
        const link = colours(css, 'a')
        const heading = colours(css, 'h1')
        expect(contrast(body.color!, body.background!)).toBeGreaterThanOrEqual(4.5)
        expect(contrast(heading.color!, body.background!)).toBeGreaterThanOrEqual(4.5)
        expect(contrast(link.color!, link.background!)).toBeGreaterThanOrEqual(4.5)
      }
      // In the dark scheme the page really is dark.
      expect(contrast(colours(style.slice(darkStart), 'body').background!, '#000000')).toBeLessThan(2)
    })
  }

  it.each(fs.readdirSync(EDGE).filter((f) => f.endsWith('.html')))(
    'the edge page %s lets the browser use its dark colours',
    (file) => {
      expect(fs.readFileSync(path.join(EDGE, file), 'utf8')).toContain(
        '<meta name="color-scheme" content="light dark" />',
      )
    },
  )
})
