// `npm run check:security`: the MDN HTTP Observatory against every page type of the web site and the CMS
// admin, as production serves them: the web site and the CMS (a throw-away seeded database) behind the
// nginx edge of deploy/nginx, with TLS from a throw-away certificate authority, on loopback — the site at
// https://localhost (127.0.0.1), the CMS at https://127.0.0.2, plain HTTP redirecting to HTTPS on both.
// Prints grade and score per page and the tests that cost points; fails below SECURITY_MIN_SCORE (100:
// A+). Needs ports 80 and 443 on 127.0.0.1 and 127.0.0.2.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
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
    ['Home', '/id'],
    ['Home (en)', '/en'],
    ['CMS page', `/id/${page.slug}`],
    ['Company overview', '/id/tentang-kami/profil/sekilas-pt-jasamarga-transjawa-tol'],
    ['Board (dialogs)', '/en/about-us/profile/board-of-directors'],
    ['Business line', `/id/tentang-kami/profil/lini-bisnis-jtt/${businessLine.slug}`],
    ['CSR list', '/id/tentang-kami/csr'],
    ['CSR post (lightbox)', `/id/tentang-kami/csr/${csrPost.id}`],
    ['Whistleblowing', '/id/tentang-kami/whistleblowing-system'],
    ['IR home', '/id/hubungan-investor'],
    ['Annual reports', '/en/investor-relations/financial-report/annual-report'],
    ['Toll-road network', '/id/layanan/jalan-tol/jaringan-jalan-tol-jtt'],
    ['Press release list', '/id/media-informasi/siaran-pers'],
    ['Press release', `/id/media-informasi/siaran-pers/${release.slug}`],
    ['Rest-area list', '/id/layanan/rest-area'],
    ['Rest area', `/id/layanan/rest-area/${restArea.id}`],
    ['Toll-road service', '/en/services/tollservices/tollroad-services'],
    ['Contact (captcha)', '/id/hubungi-kami'],
    ['Email alert', '/en/investor-relations/email-alert'],
    ['Search results', '/id/hasil-pencarian?q=tarif'],
    ['Sign-in', '/id/login'],
    ['Unsubscribe', '/id/unsubscribe'],
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
