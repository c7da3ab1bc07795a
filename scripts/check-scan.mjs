// `npm run check:scan`: the Debian scanners against the stack on loopback (a throw-away seeded database):
// wapiti crawls and attacks the web site and the Content API, sqlmap tests every query parameter of the
// Content API's list, item and search endpoints (and Payload's REST `where`). Prints every finding and
// fails on any that scripts/scan-false-positives.json does not explain. Only 127.0.0.1 is targeted.
// SCAN_SECONDS (240): wapiti's time on the web site (the Content API gets 60 %); SQLMAP_LEVEL (2), SQLMAP_RISK (1).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sitePath } from '../packages/content-api/src/routes.ts'
import { startCheckStack } from './lib/check-stack.mjs'
import { ensureSystemPackages } from './lib/ensure.mjs'
import { falsePositiveOf, FALSE_POSITIVES_FILE, loadFalsePositives } from './lib/scan/findings.mjs'
import { sqlmapScan } from './lib/scan/sqlmap.mjs'
import { wapitiScan } from './lib/scan/wapiti.mjs'
import { contentApiTargets } from './lib/scan/targets.mjs'
import { testPorts } from './lib/test-ports.mjs'

const seconds = Number(process.env.SCAN_SECONDS ?? 240)
const level = Number(process.env.SQLMAP_LEVEL ?? 2)
const risk = Number(process.env.SQLMAP_RISK ?? 1)

const missing = await ensureSystemPackages([
  { name: 'wapiti', check: () => fs.existsSync('/usr/bin/wapiti') },
  { name: 'sqlmap', check: () => fs.existsSync('/usr/bin/sqlmap') },
])
if (missing.length) {
  console.error(`✗ check:scan needs the Debian packages ${missing.join(', ')}.`)
  process.exit(1)
}
const falsePositives = loadFalsePositives()
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jtt-scan-reports-'))
const stack = await startCheckStack({ name: 'scan', ...testPorts.scan })
let failed = false
try {
  const { web, cms } = stack.urls
  const api = await contentApiTargets(`${cms}/v1`)
  const onLoopback = (url) => new URL(url).hostname === '127.0.0.1'
  if (![web, cms, ...api.all].every(onLoopback)) throw new Error('A scan target is not on 127.0.0.1.')
  const started = Date.now()
  const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`

  console.log(`› wapiti: web site (${seconds} s at most)…`)
  const wapitiWeb = await wapitiScan({
    name: 'web',
    base: web,
    starts: [
      `${web}${sitePath('home', 'id')}`,
      `${web}${sitePath('home', 'en')}`,
      `${web}${sitePath('search-results', 'id')}?q=tarif`,
      `${web}${sitePath('search-results', 'en')}?q=toll`,
      `${web}${sitePath('rest-areas', 'id')}?q=km&road=&type=A`,
      `${web}${sitePath('press-releases', 'id')}?year=2024`,
      `${web}${sitePath('contact', 'id')}`,
      `${web}${sitePath('email-alert', 'id')}`,
    ],
    dir,
    seconds,
  })
  console.log(`  ${wapitiWeb.crawled} URLs and forms found, ${wapitiWeb.findings.length} findings (${elapsed()})`)

  const apiSeconds = Math.round(seconds * 0.6)
  console.log(`› wapiti: Content API (${apiSeconds} s at most)…`)
  const wapitiApi = await wapitiScan({ name: 'api', base: `${cms}/v1`, starts: api.all, dir, seconds: apiSeconds })
  console.log(`  ${wapitiApi.crawled} URLs found, ${wapitiApi.findings.length} findings (${elapsed()})`)

  console.log(`› sqlmap: ${api.all.length} Content API URLs (level ${level}, risk ${risk})…`)
  const sqlmap = await sqlmapScan(api.all, { dir, level, risk })
  console.log(`  ${sqlmap.tested} URLs tested, ${sqlmap.findings.length} findings (${elapsed()})`)

  const findings = [...wapitiWeb.findings, ...wapitiApi.findings, ...sqlmap.findings]
  let unexplained = 0
  console.log(`\nFindings: ${findings.length}`)
  for (const f of findings) {
    const fp = falsePositiveOf(f, falsePositives)
    if (!fp) unexplained++
    console.log(`  ${fp ? '○ false positive' : '✗'} ${f.tool}: ${f.kind} — ${f.url} [${f.parameter}]`)
    console.log(`      ${fp ? `why: ${fp.reason}` : f.detail}`)
  }
  console.log(
    `\n${unexplained} unexplained finding(s); ${findings.length - unexplained} listed in ${path.relative(process.cwd(), FALSE_POSITIVES_FILE)}. Reports: ${dir}`,
  )
  failed = unexplained > 0
} catch (error) {
  console.error(error)
  failed = true
} finally {
  await stack.stop()
}
process.exit(failed ? 1 : 0)
