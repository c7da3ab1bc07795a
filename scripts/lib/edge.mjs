// The production edge on loopback: Debian's nginx with deploy/nginx/jtt.conf.template in front of the
// web site, for `npm run start:edge`, the edge tests and the bench. Production renders the same
// template with `npm run edge:config` (deploy/nginx/README.md).
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
// The web's own list, read as TypeScript (Node 24 strips the types): one list, so the two cannot drift.
import { PERSONAL_COOKIES } from '../../apps/web/src/lib/auth/cookies.ts'
import { edgePackages, ensureSystemPackages } from './ensure.mjs'
import { precompress, webStaticRoot } from './precompress.mjs'
import { repoRoot, startService, stopService, waitForUrl } from './proc.mjs'
import { loopbackCertificates } from './tls.mjs'

const NGINX = '/usr/sbin/nginx'
const TEMPLATE = path.join(repoRoot, 'deploy', 'nginx', 'jtt.conf.template')
const CMS_TEMPLATE = path.join(repoRoot, 'deploy', 'nginx', 'cms.conf.template')

/** A template with its {{VALUES}}; a value left out is an error, not an empty directive. */
function fillTemplate(file, fill) {
  return fs.readFileSync(file, 'utf8').replace(/\{\{([A-Z_]+)\}\}/g, (_, key) => {
    if (fill[key] === undefined) throw new Error(`deploy/nginx template: no value for {{${key}}}`)
    return fill[key]
  })
}

/** Next.js's internal headers, kept out of both apps and out of their answers (deploy/nginx/next-proxy-headers.conf). */
const nextProxyHeaders = () =>
  fs
    .readFileSync(path.join(repoRoot, 'deploy', 'nginx', 'next-proxy-headers.conf'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('## ')) // the file's own header
    .map((line) => `        ${line}`)
    .join('\n')

const listenLines = (listen) => listen.map((line) => `    ${line}`).join('\n')

/**
 * A Cookie header carrying one of the site's personal cookies (exactly that name: `_ga` or a name that
 * merely ends like one does not count), as an nginx regular expression.
 */
const personalCookiePattern = () =>
  `(^|;\\s*)(${PERSONAL_COOKIES.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})=`

/**
 * The access log directive: one JSON line per request (the template's format), to standard output in a
 * container, or to a file (written in 64 KB batches) in loopback runs; `off` for none.
 */
const accessLog = (file, format) =>
  file === 'off' ? 'off' : file === '/dev/stdout' ? `${file} ${format}` : `${file} ${format} buffer=64k flush=1s`

/**
 * Each web instance in the upstream: after one failed connection it is left out for 2 s (nginx's default
 * is 10 s), so an instance back from a restart takes visitors again within 2 s of answering.
 */
const UPSTREAM_SERVER_PARAMETERS = 'max_fails=1 fail_timeout=2s'

/** How long the edge keeps a page: with the app's own expiry, publish-to-live stays within 5 s. */
const EDGE_PAGE_TTL = '2s'

/**
 * The site's http-context configuration: the template with its values. `webUpstream` is the web
 * instances' addresses, comma-separated; `listen` is the lines of the server's listen/TLS directives.
 * `accessLog` is a file, `/dev/stdout` (the default) or `off`.
 * @param {{ webUpstream: string, staticRoot?: string, cacheDir: string, listen: string[], serverName?: string, pageTtl?: string, formRate?: string, accessLog?: string }} values
 */
export function renderSiteConfig(values) {
  const fill = {
    WEB_UPSTREAM: values.webUpstream
      ?.split(',')
      .map((address) => `    server ${address.trim()} ${UPSTREAM_SERVER_PARAMETERS};`)
      .join('\n'),
    STATIC_ROOT: values.staticRoot ?? webStaticRoot,
    CACHE_DIR: values.cacheDir,
    LISTEN: listenLines(values.listen),
    SERVER_NAME: values.serverName ?? '_',
    PAGE_TTL: values.pageTtl ?? EDGE_PAGE_TTL,
    FORM_RATE: values.formRate ?? '30r/m',
    ERRORS_ROOT: path.join(repoRoot, 'deploy', 'nginx'),
    NEXT_PROXY_HEADERS: nextProxyHeaders(),
    PERSONAL_COOKIE_PATTERN: personalCookiePattern(),
    ACCESS_LOG: accessLog(values.accessLog ?? '/dev/stdout', 'jtt_json'),
  }
  return fillTemplate(TEMPLATE, fill)
}

/**
 * The content service's server block (deploy/nginx/cms.conf.template).
 * @param {{ cmsUpstream: string, listen: string[], serverName?: string, accessLog?: string }} values
 */
export function renderCmsConfig(values) {
  return fillTemplate(CMS_TEMPLATE, {
    CMS_UPSTREAM: values.cmsUpstream,
    ACCESS_LOG: accessLog(values.accessLog ?? '/dev/stdout', 'jtt_cms_json'),
    LISTEN: listenLines(values.listen),
    SERVER_NAME: values.serverName ?? '_',
    NEXT_PROXY_HEADERS: nextProxyHeaders(),
  })
}

/** A plain-HTTP server that only sends visitors to HTTPS (the port is left out when it is 443). */
export function redirectServer(listen, tlsPort) {
  const target = Number(tlsPort) === 443 ? 'https://$host' : `https://$host:${tlsPort}`
  return `server {\n  listen ${listen};\n  server_tokens off;\n  return 301 ${target}$request_uri;\n}`
}

/** A folder in memory (Linux's /dev/shm) that nginx's workers may write, or null where there is none. */
function memoryCacheDir() {
  if (!fs.existsSync('/dev/shm')) return null
  const dir = fs.mkdtempSync('/dev/shm/jtt-edge-cache-')
  fs.chmodSync(dir, 0o777) // nginx's workers run as `nobody` and create the cache's folders
  return dir
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
 * Starts nginx on loopback in front of the web site on `webPort` (or several instances: an array): HTTP on `port`, and HTTP/2 over TLS
 * on `tlsPort` when given (with `certificate`, else a throw-away one whose authority, `ca`, clients may
 * trust). With `redirectToTls`, plain HTTP
 * only redirects to HTTPS, as in production. `address` is the loopback address to listen on;
 * `extraServers` are more server blocks (the bench's static ceiling, the CMS in check:security);
 * `formRate` replaces the form-post limit (tests posting more than a visitor would).
 * Resolves once the edge answers the home page; `stop()` ends it and removes its files. Its access log
 * is `access.log` in `dir`, written within a second.
 * @param {{ webPort: number|string|Array<number|string>, port: number|string, tlsPort?: number|string, address?: string, certificate?: { cert: string, key: string }, redirectToTls?: boolean, extraServers?: string[], quiet?: boolean, logFile?: string, formRate?: string }} options
 */
export async function startEdge({
  webPort,
  port,
  tlsPort,
  address = '127.0.0.1',
  certificate,
  redirectToTls = false,
  extraServers = [],
  quiet = false,
  logFile,
  formRate,
}) {
  const missing = await ensureSystemPackages(edgePackages)
  if (missing.length) throw new Error(`The edge needs Debian packages: ${missing.join(', ')}`)
  await precompress()
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jtt-edge-'))
  fs.chmodSync(dir, 0o755)
  for (const t of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    fs.mkdirSync(path.join(dir, 'tmp', t), { recursive: true })
  const listen = redirectToTls ? [] : [`listen ${address}:${port};`]
  const servers = [...extraServers]
  // Browsers speak HTTP/2 only over TLS: without a given certificate, a throw-away one for loopback (with
  // its authority, `ca`), valid while a `start:edge` stack may run.
  const tls = tlsPort
    ? (certificate ?? loopbackCertificates(dir, { dns: ['localhost'], ips: ['127.0.0.1'], days: 30 }))
    : null
  if (tls) {
    listen.push(
      `listen ${address}:${tlsPort} ssl http2;`,
      `ssl_certificate ${tls.cert};`,
      `ssl_certificate_key ${tls.key};`,
    )
    if (redirectToTls) servers.push(redirectServer(`${address}:${port}`, tlsPort))
  }
  // The page cache in memory, as compose.yaml mounts it in production.
  const memoryDir = memoryCacheDir()
  const cacheDir = path.join(memoryDir ?? dir, 'cache')
  const siteFile = path.join(dir, 'jtt.conf')
  fs.writeFileSync(
    siteFile,
    renderSiteConfig({
      webUpstream: [webPort]
        .flat()
        .map((p) => `127.0.0.1:${p}`)
        .join(','),
      cacheDir,
      listen,
      accessLog: path.join(dir, 'access.log'),
      formRate,
    }),
  )
  const confFile = path.join(dir, 'nginx.conf')
  fs.writeFileSync(confFile, mainConfig(dir, siteFile, servers))
  execFileSync(NGINX, ['-t', '-q', '-c', confFile, '-e', path.join(dir, 'error.log')], { stdio: 'inherit' })
  const child = startService('edge', NGINX, ['-c', confFile, '-e', path.join(dir, 'error.log')], { quiet, logFile })
  // Its files go with it, however it ends (a supervisor stops the child, not this object).
  child.once('exit', () => {
    fs.rmSync(dir, { recursive: true, force: true })
    if (memoryDir) fs.rmSync(memoryDir, { recursive: true, force: true })
  })
  const stop = () => stopService(child)
  try {
    await waitForUrl(`http://${address}:${port}/id`, { child, ok: (s) => s === (redirectToTls ? 301 : 200) })
  } catch (error) {
    const log = fs.existsSync(path.join(dir, 'error.log')) ? fs.readFileSync(path.join(dir, 'error.log'), 'utf8') : ''
    await stop()
    fs.rmSync(dir, { recursive: true, force: true })
    throw new Error(`${error.message}\n${log}`)
  }
  return { child, dir, ca: tls?.ca, cert: tls?.cert, url: `http://${address}:${port}`, stop }
}
