// The MDN HTTP Observatory's scanner (npm @mdn/mdn-http-observatory), installed on demand into
// .tmp/tools: it is a service with a database driver and a native PostgreSQL binding the project does
// not otherwise need, so it stays out of the workspace's dependencies; only its scanner is used.
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { repoRoot, run } from './proc.mjs'

const VERSION = '1.4.8'
const home = path.join(repoRoot, '.tmp', 'tools', `observatory-${VERSION}`)
const packageDir = path.join(home, 'node_modules', '@mdn', 'mdn-http-observatory')
const scanner = path.join(packageDir, 'src', 'scan.js')
const preloadList = path.join(packageDir, 'conf', 'hsts-preload.json')

/**
 * Installs the scanner if missing, without install scripts: the native binding is never built, and its
 * postinstall downloads Chromium's HSTS preload list, which cannot be reached from here — an empty list
 * stands in (no loopback host is ever preloaded, so no result changes).
 */
export async function ensureObservatory() {
  if (fs.existsSync(scanner) && fs.existsSync(preloadList)) return
  fs.mkdirSync(home, { recursive: true })
  fs.writeFileSync(path.join(home, 'package.json'), '{"private":true}\n')
  console.log(`› Installing the HTTP Observatory scanner ${VERSION}…`)
  await run('npm', [
    'install',
    '--prefix',
    home,
    '--ignore-scripts',
    '--no-audit',
    '--no-fund',
    '--save-exact',
    `@mdn/mdn-http-observatory@${VERSION}`,
  ])
  if (!fs.existsSync(preloadList)) fs.writeFileSync(preloadList, '{}\n')
}

/**
 * Scans `target` (a host name, optionally with a path: `localhost/id/hubungi-kami`) over ports 80 and
 * 443, trusting the certificates `caFile` signs. Resolves to the scanner's JSON: `scan` (grade, score)
 * and `tests` (each with `pass`, `result`, `scoreModifier`).
 */
export function observatoryScan(target, caFile) {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [scanner, target],
      { env: { ...process.env, NODE_EXTRA_CA_CERTS: caFile }, maxBuffer: 8 * 1024 * 1024, timeout: 120_000 },
      (error, stdout) => {
        let result
        try {
          result = JSON.parse(stdout)
        } catch {
          return reject(error ?? new Error(`The scanner printed no JSON for ${target}`))
        }
        if (result.error) return reject(new Error(`${target}: ${result.error}`))
        resolve(result)
      },
    )
  })
}
