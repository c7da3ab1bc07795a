import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { themeScript, THEME_STORAGE_KEY } from '../../src/lib/theme'
import { contrast } from './contrast'

const css = fs.readFileSync(path.join(import.meta.dirname, '../../src/styles/globals.css'), 'utf8')
const themeMenuCss = fs.readFileSync(
  path.join(import.meta.dirname, '../../src/components/layout/theme-menu.module.css'),
  'utf8',
)

/** The declarations of the first block opened by `selector` (inside `within`, an at-rule's text, when given). */
function declarations(selector: string, within = css): Map<string, string> {
  const start = within.indexOf(`${selector} {`)
  expect(start, selector).toBeGreaterThan(-1)
  const body = within.slice(start + selector.length + 2, within.indexOf('}', start))
  const withoutComments = body.replace(/\/\*[\s\S]*?\*\//g, '')
  return new Map([...withoutComments.matchAll(/([\w-]+):\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]))
}

/** The two arguments of `light-dark(a, b)` (either may hold commas inside parentheses), or null. */
function lightDark(value: string): [string, string] | null {
  const inner = /^light-dark\((.*)\)$/.exec(value)?.[1]
  if (inner === undefined) return null
  let depth = 0
  for (let i = 0; i < inner.length; i++) {
    if (inner[i] === '(') depth++
    else if (inner[i] === ')') depth--
    else if (inner[i] === ',' && depth === 0) return [inner.slice(0, i).trim(), inner.slice(i + 1).trim()]
  }
  return null
}

const rootTokens = [...declarations(':root')].filter(([name]) => name.startsWith('--color-'))
/** Each token's value in one theme: its side of `light-dark()`, or the one value both themes share. */
const side = (which: 0 | 1) => new Map(rootTokens.map(([name, value]) => [name, lightDark(value)?.[which] ?? value]))
const light = side(0)
const dark = side(1)
const screenRules = css.slice(css.indexOf('@media screen {'))

/** Text (first) on background (second) pairs the components use; each must reach 4.5:1 (WCAG 1.4.3). */
const TEXT_PAIRS = [
  ['text', 'bg'],
  ['text', 'surface'],
  ['muted', 'bg'],
  ['muted', 'surface'],
  ['primary', 'bg'],
  ['primary', 'surface'],
  ['primary-dark', 'bg'],
  ['primary-dark', 'surface'],
  ['on-primary', 'primary'],
  ['on-primary', 'primary-dark'],
  ['bg', 'primary'],
  ['danger', 'bg'],
  ['danger', 'danger-bg'],
  ['text', 'danger-bg'],
  ['success', 'success-bg'],
  ['text', 'notice-bg'],
  ['text', 'warning-bg'],
  ['text', 'mark-bg'],
  ['primary', 'mark-bg'],
  ['on-accent', 'accent'],
  ['on-brand', 'brand'],
  ['on-brand', 'brand-dark'],
  ['status-text', 'status-open'],
  ['status-text', 'status-full'],
  ['status-text', 'status-closed'],
] as const

/** `fg` laid over `bg` at `percent` % opacity (what `color-mix(in srgb, fg p%, transparent)` shows on bg). */
function over(fg: string, bg: string, percent: number): string {
  const channel = (hex: string, i: number) => parseInt(hex.slice(i, i + 2), 16)
  return `#${[1, 3, 5]
    .map((i) => Math.round((channel(fg, i) * percent + channel(bg, i) * (100 - percent)) / 100))
    .map((c) => c.toString(16).padStart(2, '0'))
    .join('')}`
}

/** The theme toggle's border: the brand bar's text colour at the opacity the stylesheet gives it. */
const toggleBorderPercent = Number(
  /\.toggle \{[^}]*border: 1px solid color-mix\(in srgb, var\(--color-on-brand\) (\d+)%, transparent\)/.exec(
    themeMenuCss,
  )?.[1],
)

/**
 * Non-text pairs (WCAG 1.4.11, 3:1): what identifies a control or its state (first) and what it sits on
 * (second). The focus ring is drawn 2px outside the control, so it sits on the page, a surface, the brand
 * bar and footer, or a filled primary block; inputs are bordered in `muted`; the theme menu marks the
 * current choice with a `primary` bar on the open menu (bg, surface when hovered).
 */
const NON_TEXT_PAIRS = [
  ['focus', 'bg'],
  ['focus', 'surface'],
  ['focus', 'brand'],
  ['focus', 'brand-dark'],
  ['muted', 'bg'],
  ['muted', 'surface'],
  ['primary', 'bg'],
  ['primary', 'surface'],
] as const

describe('colour themes (globals.css)', () => {
  it('writes every colour token once, as light-dark() or one value for both themes', () => {
    expect(rootTokens.length).toBeGreaterThan(20)
    for (const [name, value] of rootTokens) {
      if (value.startsWith('light-dark(')) expect(lightDark(value), name).not.toBeNull()
      else expect(value, name).not.toMatch(/light-dark/)
    }
    expect(css.match(/--color-primary:/g)).toHaveLength(1)
  })

  it('picks the side by color-scheme: the system on screen unless chosen, light in print', () => {
    expect(declarations(':root').get('color-scheme')).toBe('light')
    expect(declarations(':root', screenRules).get('color-scheme')).toBe('light dark')
    expect(declarations(":root[data-theme='light']", screenRules).get('color-scheme')).toBe('light')
    expect(declarations(":root[data-theme='dark']", screenRules).get('color-scheme')).toBe('dark')
  })

  for (const [name, tokens] of [
    ['light', light],
    ['dark', dark],
  ] as const) {
    it(`keeps every text pair at 4.5:1 or more in the ${name} theme`, () => {
      const failing = TEXT_PAIRS.flatMap(([fg, bg]) => {
        const ratio = contrast(tokens.get(`--color-${fg}`)!, tokens.get(`--color-${bg}`)!)
        return ratio >= 4.5 ? [] : [`${fg} on ${bg}: ${ratio.toFixed(2)}`]
      })
      expect(failing).toEqual([])
    })

    it(`keeps focus rings, control borders and the selected-item bar at 3:1 or more in the ${name} theme`, () => {
      const colour = (token: string) => tokens.get(`--color-${token}`)!
      const pairs: [string, string, string, string][] = NON_TEXT_PAIRS.map(([fg, bg]) => [
        fg,
        bg,
        colour(fg),
        colour(bg),
      ])
      expect(toggleBorderPercent).toBeGreaterThan(0)
      pairs.push([
        'theme toggle border',
        'brand',
        over(colour('on-brand'), colour('brand'), toggleBorderPercent),
        colour('brand'),
      ])
      const failing = pairs.flatMap(([fgName, bgName, fg, bg]) => {
        const ratio = contrast(fg, bg)
        return ratio >= 3 ? [] : [`${fgName} on ${bgName}: ${ratio.toFixed(2)}`]
      })
      expect(failing).toEqual([])
    })
  }
})

describe('theme script (runs before the first paint)', () => {
  function run(stored: string | null | Error) {
    const dataset: Record<string, string> = {}
    const storage = {
      getItem: (key: string) => {
        if (stored instanceof Error) throw stored
        return key === THEME_STORAGE_KEY ? stored : null
      },
    }
    new Function('localStorage', 'document', themeScript)(storage, { documentElement: { dataset } })
    return dataset
  }

  it('applies a remembered light or dark choice', () => {
    expect(run('dark')).toEqual({ theme: 'dark', themeChoice: 'dark' })
    expect(run('light')).toEqual({ theme: 'light', themeChoice: 'light' })
  })

  it('follows the system without a choice, with anything else stored, or without storage', () => {
    for (const stored of [null, 'purple', new Error('SecurityError')]) {
      expect(run(stored)).toEqual({ themeChoice: 'system' })
    }
  })
})
