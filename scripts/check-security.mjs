// `npm run check:security`: the MDN HTTP Observatory against every page type of the web site and the CMS
// admin, as production serves them: the web site and the CMS (a throw-away seeded database) behind the
// nginx edge of deploy/nginx, with TLS from a throw-away certificate authority, on loopback — the site at
// https://localhost (127.0.0.1), the CMS at https://127.0.0.2, plain HTTP redirecting to HTTPS on both.
// Prints grade and score per page and the tests that cost points; fails below SECURITY_MIN_SCORE (100:
// A+). Needs ports 80 and 443 on 127.0.0.1 and 127.0.0.2.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sitePath } from '../packages/content-api/src/routes.ts'
import { startCheckStack } from './lib/check-stack.mjs'
import { redirectServer, renderCmsConfig } from './lib/edge.mjs'
import { ensureObservatory, observatoryScan } from './lib/observatory.mjs'
import { testPorts } from './lib/test-ports.mjs'
import { loopbackCertificates } from './lib/tls.mjs'

const minScore = Number(process.env.SECURITY_MIN_SCORE ?? 100)
const SITE = 'localhost'
const CMS = '127.0.0.2'

await ensureObservatory()
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'jtt-security-'))
const tls = loopbackCertificates(work, { dns: [SITE], ips: ['127.0.0.1', CMS] })
const tlsLines = [`ssl_certificate ${tls.cert};`, `ssl_certificate_key ${tls.key};`]
const stack = await startCheckStack({
  name: 'security',
  ...testPorts.security,
  edge: 80,
  edgeOptions: { tlsPort: 443, certificate: tls, redirectToTls: true },
  // The CMS behind the same nginx on its own address, as production puts it on its own host name.
  edgeServers: (cmsPort) => [
    renderCmsConfig({ cmsUpstream: `127.0.0.1:${cmsPort}`, listen: [`listen ${CMS}:443 ssl http2;`, ...tlsLines] }),
    redirectServer(`${CMS}:80`, 443),
  ],
  env: { CMS_PUBLIC_URL: `https://${CMS}`, WEB_PUBLIC_URL: `https://${SITE}`, SITE_URL: `https://${SITE}` },
})
const { env } = stack

/** One page of each type, in both languages where the path differs; detail pages from the Content API. */
async function pageTargets() {
  const api = (resource) =>
    fetch(`${env.CONTENT_API_URL}/${resource}`)
      .then((r) => r.json())
      .then((body) => body.data[0])
  const [page, release, restArea, csrPost, businessLine] = await Promise.all([
    api('pages?locale=id&per_page=1'),
    api('press-releases?locale=id&per_page=1'),
    api('rest-areas?locale=id&per_page=1'),
    api('csr-posts?locale=id&per_page=1'),
    api('business-lines?locale=id&per_page=1'),
  ])
  return [
    ['Home', sitePath('home', 'id')],
    ['Home (en)', sitePath('home', 'en')],
    ['CMS page', sitePath('cms-page', 'id', { dynamicPage: page.slug })],
    ['Company overview', sitePath('company-overview', 'id')],
    ['Board (dialogs)', sitePath('board-of-directors', 'en')],
    ['Business line', sitePath('business-line', 'id', { slug: businessLine.slug })],
    ['CSR list', sitePath('csr', 'id')],
    ['CSR post (lightbox)', sitePath('csr-post', 'id', { id: String(csrPost.id) })],
    ['Whistleblowing', sitePath('whistleblowing', 'id')],
    ['IR home', sitePath('investor-relations', 'id')],
    ['Annual reports', sitePath('annual-reports', 'en')],
    ['Toll-road network', sitePath('toll-road-network', 'id')],
    ['Press release list', sitePath('press-releases', 'id')],
    ['Press release', sitePath('press-release', 'id', { slug: release.slug })],
    ['Rest-area list', sitePath('rest-areas', 'id')],
    ['Rest area', sitePath('rest-area', 'id', { id: String(restArea.id) })],
    ['Toll-road service', sitePath('toll-road-services', 'en')],
    ['Contact (captcha)', sitePath('contact', 'id')],
    ['Email alert', sitePath('email-alert', 'en')],
    ['Search results', `${sitePath('search-results', 'id')}?q=tarif`],
    ['Sign-in', sitePath('login', 'id')],
    ['Unsubscribe', sitePath('unsubscribe', 'id')],
    // The 404 page has the same headers, but the scanner grades only 2xx, 3xx, 401 and 403 answers.
  ].map(([what, pathname]) => ({ what, target: `${SITE}${pathname}` }))
}

let failed = false
try {
  const targets = [
    ...(await pageTargets()),
    { what: 'CMS admin sign-in', target: `${CMS}/admin/login` },
    { what: 'Content API', target: `${CMS}/v1/menu?locale=id` },
  ]
  console.log(`\n› HTTP Observatory (minimum score ${minScore}):\n`)
  console.log(`${'What'.padEnd(22)} ${'Grade'.padEnd(5)} ${'Score'.padStart(5)}  Address · tests that cost points`)
  for (const { what, target } of targets) {
    try {
      const { scan, tests } = await observatoryScan(target, tls.ca)
      const costs = Object.entries(tests)
        .filter(([, t]) => t.scoreModifier < 0 || !t.pass)
        .map(([name, t]) => `${name}: ${t.result} (${t.scoreModifier})`)
      if (scan.score < minScore) failed = true
      console.log(
        `${what.padEnd(22)} ${scan.grade.padEnd(5)} ${String(scan.score).padStart(5)}  https://${target}${costs.length ? `\n${' '.repeat(35)}${costs.join(`\n${' '.repeat(35)}`)}` : ''}`,
      )
    } catch (error) {
      failed = true
      console.log(`${what.padEnd(22)} ${'—'.padEnd(5)} ${'—'.padStart(5)}  https://${target}: ${error.message}`)
    }
  }
} catch (error) {
  console.error(error)
  failed = true
} finally {
  await stack.stop()
  fs.rmSync(work, { recursive: true, force: true })
}
console.log(failed ? `\n✗ Below ${minScore} (or unreachable) above.` : `\n✓ Every page at ${minScore} or more.`)
process.exit(failed ? 1 : 0)
