import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** The rules the site is held to: WCAG 2.2 AA and the levels below it. */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * Axe's rules of those levels that read colours (its category `cat.color`: `axe.getRules(['cat.color'])`
 * filtered by the tags above). A second theme changes colours only, so these are what can differ there.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block']

/**
 * Axe's findings (WCAG 2.2 AA) on the page as it is now, one line per rule with the elements it flagged.
 * A page without frames is checked by `axe.run` in the page itself ("legacy mode"): the default runs
 * axe frame by frame and then opens a blank page to put the results together, which took more than
 * half of each check (median 714 against 307 ms over five of the site's pages, alternated). Legacy
 * mode does not look inside frames, so a page with any (the captcha's, an embed) gets the default.
 * `colourOnly`: the colour rules alone (a second theme of a page already checked whole).
 */
export async function axeViolations(page: Page, { colourOnly = false } = {}): Promise<string[]> {
  const framed = page.frames().length > 1
  // Violations only: axe still runs every rule, but keeps no node list for the rules a page passes (7,409
  // against 8,850 ms for 24 checks of 12 pages). `options` replaces the options, so it comes first.
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] })
  const rules = colourOnly ? builder.withRules(COLOUR_RULES) : builder.withTags(WCAG_22_AA)
  const result = await rules.setLegacyMode(!framed).analyze()
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}
