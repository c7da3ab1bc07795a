// The first-load JavaScript rows of `npm run bench`: the framework's floor (bench/floor-app, started for
// the measure) and, for every page type, its scripts as the floor plus the site's own share.
import { firstLoadJs, ownJsTargetKb, ownShare } from './bench-first-load.mjs'
import { startFloorApp } from './bench-floor.mjs'
import { pageTypes } from './bench-pages.mjs'

/**
 * @param {string} site the site's origin (through the edge)
 * @param {string} api the Content API's base URL
 * @param {number} floorPort where the floor app is started
 */
export async function firstLoadRows(site, api, floorPort) {
  const rows = []
  const row = (name, value, target = '', ok = null) => rows.push({ section: 'first-load JS', name, value, target, ok })
  let floorKb = NaN
  try {
    const floorApp = await startFloorApp(floorPort)
    try {
      const floor = await firstLoadJs(floorApp.url)
      floorKb = floor.externalKb
      row('framework floor (bench/floor-app)', `${floorKb} KB gz in ${floor.scripts} files`)
    } finally {
      await floorApp.stop()
    }
  } catch (error) {
    row('framework floor (bench/floor-app)', `failed: ${error.message}`, 'measured', false)
  }
  for (const p of await pageTypes(site, api)) {
    const target = `own ≤ ${ownJsTargetKb(p)} KB${p.form ? ' (form)' : ''}`
    try {
      await fetch(p.url, { signal: AbortSignal.timeout(120_000) }) // rendered once, then served from cache
      const js = await firstLoadJs(p.url)
      const own = ownShare(js, floorKb, p)
      row(
        p.name,
        `${js.externalKb} KB gz in ${js.scripts} files = floor ${floorKb} + own ${own.ownKb} (+ ${js.inlineKb} KB inline; HTML ${js.htmlKb} KB gz)`,
        target,
        own.ok,
      )
    } catch (error) {
      row(p.name, `failed: ${error.message}`, target, false)
    }
  }
  return rows
}
