// wapiti (Debian's package) against one site on loopback: a bounded crawl from the given start pages, then
// its attack modules on every parameter and form it found (`-x` is not used: Debian's 3.0.4 fails on it
// under Python 3.11). Its JSON report's vulnerabilities and
// anomalies (e.g. a 500 an attack caused) come back as findings.
import fs from 'node:fs'
import path from 'node:path'
import { run } from '../proc.mjs'

/**
 * Injection and server-side modules. Not run: `ssrf` and `xxe` (they need wapiti's public endpoint, and
 * nothing here may leave loopback), and the header modules (`http_headers`, `csp`, `cookieflags`), whose
 * subject `npm run check:security` grades with the Observatory.
 */
const WAPITI_MODULES = ['sql', 'blindsql', 'exec', 'file', 'xss', 'permanentxss', 'crlf', 'redirect']
/** Share of the time for the crawl; the modules share the rest. */
const CRAWL_SHARE = 0.4
/** Any request off loopback (wapiti fetches its fingerprint database at start) goes nowhere. */
const NO_WAY_OUT = { HTTP_PROXY: 'http://127.0.0.1:9', HTTPS_PROXY: 'http://127.0.0.1:9', NO_PROXY: '127.0.0.1' }

/**
 * @param {{ name: string, base: string, starts: string[], dir: string, seconds: number }} options
 * @returns {Promise<{ findings: import('./findings.mjs').Finding[], crawled: number }>}
 */
export async function wapitiScan({ name, base, starts, dir, seconds }) {
  const report = path.join(dir, `wapiti-${name}.json`)
  const session = path.join(dir, `wapiti-${name}-session`)
  const log = fs.openSync(path.join(dir, `wapiti-${name}.log`), 'w')
  await run(
    'wapiti',
    [
      '-u',
      `${base}/`,
      '--scope',
      'folder',
      ...starts.flatMap((s) => ['-s', s]),
      '-m',
      WAPITI_MODULES.join(','),
      // Items of one list share a template: a few per folder are enough, the time goes to the attacks.
      '-d',
      '3',
      '--max-links-per-page',
      '40',
      '--max-files-per-dir',
      '8',
      // The whole run ends by itself: the crawl (--max-scan-time), then each module within its share.
      '--max-scan-time',
      String(Math.round(seconds * CRAWL_SHARE)),
      '--max-attack-time',
      String(Math.max(10, Math.floor((seconds * (1 - CRAWL_SHARE)) / WAPITI_MODULES.length))),
      '-t',
      '15',
      '--flush-session',
      '--store-session',
      session,
      '--store-config',
      session,
      '--no-bugreport',
      '-v',
      '1',
      '-f',
      'json',
      '-o',
      report,
    ],
    { stdio: ['ignore', log, log], env: { ...process.env, ...NO_WAY_OUT } },
  )
  fs.closeSync(log)
  const json = JSON.parse(fs.readFileSync(report, 'utf8'))
  const findings = []
  for (const group of ['vulnerabilities', 'anomalies']) {
    for (const [kind, items] of Object.entries(json[group] ?? {})) {
      for (const item of items)
        findings.push({
          tool: `wapiti (${name})`,
          kind,
          url: `${item.method} ${item.path}`,
          parameter: item.parameter ?? '',
          detail: String(item.info ?? '').slice(0, 300),
        })
    }
  }
  const said = fs.readFileSync(path.join(dir, `wapiti-${name}.log`), 'utf8')
  const crawled = Number(/Wapiti found (\d+) URLs and forms/.exec(said)?.[1] ?? 0)
  return { findings, crawled }
}
