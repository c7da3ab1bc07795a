import type { Locator, Page } from '@playwright/test'

type Point = { x: number; y: number }

/** The middle of an element on the screen. */
async function centreOf(target: Locator): Promise<Point> {
  const box = await target.boundingBox()
  if (!box) throw new Error('the element is not on the screen')
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
}

/**
 * Fingers on a touch screen, through Chromium's input pipeline (DevTools' Input.dispatchTouchEvent):
 * the page gets the touch and pointer events a phone's browser sends. Each finger moves from its start
 * to its end in `steps` moves; the test's browser context needs `hasTouch`.
 */
async function touch(page: Page, paths: { from: Point; to: Point }[], steps = 8) {
  const cdp = await page.context().newCDPSession(page)
  const at = (t: number) =>
    paths.map(({ from, to }, id) => ({ id, x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t }))
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) })
  for (let step = 1; step <= steps; step++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(step / steps) })
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  await cdp.detach()
}

/** One finger across the middle of `target`, `dx` pixels sideways (negative: to the left). */
export async function swipe(page: Page, target: Locator, dx: number) {
  const c = await centreOf(target)
  await touch(page, [{ from: { x: c.x - dx / 2, y: c.y }, to: { x: c.x + dx / 2, y: c.y } }])
}

/** Two fingers on `target` spreading apart (`factor` > 1) or closing in, level with each other. */
export async function pinch(page: Page, target: Locator, factor: number, startGap = 60) {
  const c = await centreOf(target)
  const end = (startGap * factor) / 2
  await touch(page, [
    { from: { x: c.x - startGap / 2, y: c.y }, to: { x: c.x - end, y: c.y } },
    { from: { x: c.x + startGap / 2, y: c.y }, to: { x: c.x + end, y: c.y } },
  ])
}
