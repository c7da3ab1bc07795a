// The production edge on loopback: Debian's nginx with deploy/nginx/jtt.conf.template in front of the
// web site, for `npm run start:edge`, the edge tests and the bench. Production renders the same
// template with `npm run edge:config` (deploy/nginx/README.md).
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { edgePackages, ensureSystemPackages } from './ensure.mjs'
import { precompress, webStaticRoot } from './precompress.mjs'
import { repoRoot, startService, stopService, waitForUrl } from './proc.mjs'

const NGINX = '/usr/sbin/nginx'
const TEMPLATE = path.join(repoRoot, 'deploy', 'nginx', 'jtt.conf.template')

/** How long the edge keeps a page: with the app's own expiry, publish-to-live stays within 5 s. */
const EDGE_PAGE_TTL = '2s'

/**
 * The site's http-context configuration: the template with its values. `listen` is the lines of the
 * server's listen/TLS directives.
 * @param {{ webUpstream: string, staticRoot?: string, cacheDir: string, listen: string[], serverName?: string, pageTtl?: string, formRate?: string }} values
 */
export function renderSiteConfig(values) {
  const fill = {
    WEB_UPSTREAM: values.webUpstream,
    STATIC_ROOT: values.staticRoot ?? webStaticRoot,
    CACHE_DIR: values.cacheDir,
    LISTEN: values.listen.map((line) => `    ${line}`).join('\n'),
    SERVER_NAME: values.serverName ?? '_',
    PAGE_TTL: values.pageTtl ?? EDGE_PAGE_TTL,
    FORM_RATE: values.formRate ?? '30r/m',
    ERRORS_ROOT: path.join(repoRoot, 'deploy', 'nginx'),
  }
  return fs.readFileSync(TEMPLATE, 'utf8').replace(/\{\{([A-Z_]+)\}\}/g, (_, key) => {
    if (fill[key] === undefined) throw new Error(`deploy/nginx template: no value for {{${key}}}`)
    return fill[key]
  })
}

/** A self-signed certificate for loopback HTTP/2 (browsers speak HTTP/2 only over TLS). */
function selfSignedCertificate(dir) {
  const cert = path.join(dir, 'loopback.crt')
  const key = path.join(dir, 'loopback.key')
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '30',
      '-subj',
      '/CN=127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  )
  fs.chmodSync(key, 0o600)
  return { cert, key }
}

/** nginx.conf for a run on loopback: everything (pid, logs, temp files, cache) inside `dir`. */
function mainConfig(dir, siteFile, extraServers) {
  const temp = (name) => path.join(dir, 'tmp', name)
  const asRoot = process.getuid?.() === 0
  return [
    // nginx started as root hands its workers to an unprivileged user; `dir` is readable by it.
    asRoot ? 'user nobody nogroup;' : '',
    'worker_processes auto;',
    'daemon off;',
    `pid ${path.join(dir, 'nginx.pid')};`,
    `error_log ${path.join(dir, 'error.log')} warn;`,
    'include /etc/nginx/modules-enabled/*.conf;',
    'events { worker_connections 4096; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    '  access_log off;',
    '  sendfile on;',
    '  tcp_nopush on;',
    '  keepalive_requests 100000;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${temp(t)};`),
    `  include ${siteFile};`,
    ...extraServers,
    '}',
    '',
  ].join('\n')
}

/**
 * Starts nginx on loopback in front of the web site on `webPort`: HTTP on `port`, and HTTP/2 over TLS
 * (self-signed) on `tlsPort` when given. `extraServers` are more server blocks (the bench's static
 * ceiling). Resolves once the edge answers the home page; `stop()` ends it and removes its files.
 * @param {{ webPort: number|string, port: number|string, tlsPort?: number|string, extraServers?: string[], quiet?: boolean, logFile?: string }} options
 */
export async function startEdge({ webPort, port, tlsPort, extraServers = [], quiet = false, logFile }) {
  const missing = await ensureSystemPackages(edgePackages)
  if (missing.length) throw new Error(`The edge needs Debian packages: ${missing.join(', ')}`)
  await precompress()
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jtt-edge-'))
  fs.chmodSync(dir, 0o755)
  for (const t of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    fs.mkdirSync(path.join(dir, 'tmp', t), { recursive: true })
  const listen = [`listen 127.0.0.1:${port};`]
  if (tlsPort) {
    const { cert, key } = selfSignedCertificate(dir)
    listen.push(`listen 127.0.0.1:${tlsPort} ssl http2;`, `ssl_certificate ${cert};`, `ssl_certificate_key ${key};`)
  }
  const siteFile = path.join(dir, 'jtt.conf')
  fs.writeFileSync(
    siteFile,
    renderSiteConfig({ webUpstream: `127.0.0.1:${webPort}`, cacheDir: path.join(dir, 'cache'), listen }),
  )
  const confFile = path.join(dir, 'nginx.conf')
  fs.writeFileSync(confFile, mainConfig(dir, siteFile, extraServers))
  execFileSync(NGINX, ['-t', '-q', '-c', confFile, '-e', path.join(dir, 'error.log')], { stdio: 'inherit' })
  const child = startService('edge', NGINX, ['-c', confFile, '-e', path.join(dir, 'error.log')], { quiet, logFile })
  // Its files go with it, however it ends (a supervisor stops the child, not this object).
  child.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }))
  const stop = () => stopService(child)
  try {
    await waitForUrl(`http://127.0.0.1:${port}/id`, { child, ok: (s) => s === 200 })
  } catch (error) {
    const log = fs.existsSync(path.join(dir, 'error.log')) ? fs.readFileSync(path.join(dir, 'error.log'), 'utf8') : ''
    await stop()
    fs.rmSync(dir, { recursive: true, force: true })
    throw new Error(`${error.message}\n${log}`)
  }
  return { child, dir, url: `http://127.0.0.1:${port}`, stop }
}
