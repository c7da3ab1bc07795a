import fs from 'node:fs'
import path from 'node:path'
import { REST_AREA_STATUSES } from '@jtt/content-api'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { screenTranslations } from '../../src/i18n/screens'

/**
 * The project's own admin screens (src/admin) speak one language at a time: every word they show comes
 * from the `jtt` translations (src/i18n/screens.ts), which exist in Indonesian and English alike. The
 * screens' sources are parsed: text written directly in their JSX, or in a shown attribute, is reported,
 * and every key they pass to `t` must exist in both languages.
 */
const adminDir = path.resolve(import.meta.dirname, '../../src/admin')
const screens = fs.readdirSync(adminDir).filter((name) => name.endsWith('.tsx'))
const SHOWN_ATTRIBUTES = new Set(['placeholder', 'title', 'aria-label', 'alt'])

type Tree = { [key: string]: string | Tree }

/** Every leaf of a translations object as `a:b:c` → its text. */
const leaves = (tree: Tree, prefix = ''): Map<string, string> =>
  new Map(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value]] : [...leaves(value, `${prefix}${key}:`)],
    ),
  )

const inIndonesian = leaves(screenTranslations.id)
const inEnglish = leaves(screenTranslations.en)

/** The words a screen writes directly, and the keys it looks up (a template key ends in `*`). */
function readScreen(file: string, text = fs.readFileSync(path.join(adminDir, file), 'utf8')) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest)
  const written: string[] = []
  const keys: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && /\p{L}{2,}/u.test(node.text)) written.push(node.text.trim())
    if (ts.isJsxAttribute(node) && SHOWN_ATTRIBUTES.has(node.name.getText(source)) && node.initializer) {
      if (ts.isStringLiteral(node.initializer)) written.push(node.initializer.text)
    }
    if (ts.isStringLiteral(node) && node.text.startsWith('jtt:')) keys.push(node.text)
    if (ts.isTemplateExpression(node) && node.head.text.startsWith('jtt:')) keys.push(`${node.head.text}*`)
    ts.forEachChild(node, visit)
  }
  visit(source)
  return { written, keys }
}

describe('the custom admin screens in Indonesian and English', () => {
  it('have every word in both languages, and no word in one language only', () => {
    expect([...inIndonesian.keys()].sort()).toEqual([...inEnglish.keys()].sort())
    for (const [key, text] of [...inIndonesian, ...inEnglish]) expect(text.trim(), key).not.toBe('')
    expect(inIndonesian.get('jtt:restAreaStatus:save')).toBe('Simpan')
    expect(inEnglish.get('jtt:restAreaStatus:save')).toBe('Save')
  })

  it('write no words of their own: everything shown comes through t', () => {
    expect(screens.length).toBeGreaterThanOrEqual(4)
    for (const file of screens) expect(readScreen(file).written, file).toEqual([])
  })

  it('look up only keys that exist in both languages', () => {
    const used = screens.flatMap((file) => readScreen(file).keys)
    expect(used).toContain('jtt:restAreaStatus:save')
    const resolved = used.flatMap((key) =>
      // The one template key is the status option: one key per rest-area status.
      key.endsWith('*') ? REST_AREA_STATUSES.map((status) => `${key.slice(0, -1)}${status}`) : [key],
    )
    for (const key of resolved) {
      expect(inIndonesian.has(key), `${key} in Indonesian`).toBe(true)
      expect(inEnglish.has(key), `${key} in English`).toBe(true)
    }
  })

  it('find hard-coded words and the keys looked up, so the checks above can fail', () => {
    const probe = readScreen('probe.tsx', '<p placeholder="Cari">Simpan / Save{t(`jtt:x:${v}`)}{t("jtt:y")} · 7</p>')
    expect(probe.written).toEqual(['Cari', 'Simpan / Save'])
    expect(probe.keys).toEqual(['jtt:x:*', 'jtt:y'])
  })
})
