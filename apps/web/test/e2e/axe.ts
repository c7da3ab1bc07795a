import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** The rules the site is held to: WCAG 2.2 AA and the levels below it. */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * Axe's findings (WCAG 2.2 AA) on the page as it is now, one line per rule with the elements it flagged.
 * A page without frames is checked by `axe.run` in the page itself ("legacy mode"): the default runs
 * axe frame by frame and then opens a blank page to put the results together, which took more than
 * half of each check (median 714 against 307 ms over five of the site's pages, alternated). Legacy
 * mode does not look inside frames, so a page with any (the captcha's, an embed) gets the default.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const framed = page.frames().length > 1
  const result = await new AxeBuilder({ page }).withTags(WCAG_22_AA).setLegacyMode(!framed).analyze()
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}
