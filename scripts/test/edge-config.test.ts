import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { PERSONAL_COOKIES } from '../../apps/web/src/lib/auth/cookies'
import { renderCmsConfig, renderSiteConfig } from '../lib/edge.mjs'

const NGINX = '/usr/sbin/nginx'
const hasNginx = fs.existsSync(NGINX)

describe('deploy/nginx template', () => {
  it('fills every value, and refuses a missing one', () => {
    const conf = renderSiteConfig({
      webUpstream: '127.0.0.1:3000',
      cacheDir: '/tmp/c',
      listen: ['listen 80;'],
    })
    expect(conf).not.toMatch(/\{\{[A-Z_]+\}\}/)
    expect(conf).toContain('server 127.0.0.1:3000 max_fails=1 fail_timeout=2s;')
    expect(conf).toContain('proxy_cache_valid 200 2s;')
    expect(() => renderSiteConfig({ cacheDir: '/tmp/c', listen: [] } as never)).toThrow(/WEB_UPSTREAM/)
  })

  it("bypasses its cache for the site's personal cookies, by exact name, and for no other cookie", () => {
    const conf = renderSiteConfig({ webUpstream: '127.0.0.1:3000', cacheDir: '/tmp/c', listen: ['listen 80;'] })
    const map = /map \$http_cookie \$jtt_private_visitor \{[^}]*"~([^"]+)" 1;/.exec(conf)
    expect(map).not.toBeNull()
    // The pattern is plain PCRE that JavaScript reads the same way.
    const personal = new RegExp(map![1]!)
    expect(PERSONAL_COOKIES.length).toBeGreaterThan(1)
    for (const name of PERSONAL_COOKIES) {
      expect(personal.test(`${name}=x`), name).toBe(true)
      expect(personal.test(`_ga=GA1.1.1; ${name}=x`), name).toBe(true)
      expect(personal.test(`my${name}=x`), name).toBe(false)
    }
    expect(personal.test('_ga=GA1.1.1234.5678; _gid=GA1.1.99; consent=all')).toBe(false)
  })

  // Before: the content service's block blanked only X-Middleware-Subrequest and let a client's
  // X-Forwarded-Host through.
  it("keeps Next.js's internal headers out of both apps and their answers, and sets the forwarded host", () => {
    const site = renderSiteConfig({ webUpstream: '127.0.0.1:3000', cacheDir: '/tmp/c', listen: ['listen 80;'] })
    const cms = renderCmsConfig({ cmsUpstream: '127.0.0.1:3001', listen: ['listen 81;'] })
    for (const conf of [site, cms]) {
      expect(conf).not.toMatch(/\{\{[A-Z_]+\}\}/)
      for (const name of ['X-Middleware-Subrequest', 'X-Invoke-Path', 'X-Matched-Path', 'X-Nextjs-Data'])
        expect(conf).toContain(`proxy_set_header ${name} "";`)
      for (const name of ['X-Nextjs-Cache', 'X-Middleware-Rewrite', 'X-Powered-By'])
        expect(conf).toContain(`proxy_hide_header ${name};`)
      expect(conf).toContain('proxy_set_header X-Forwarded-Host $http_host;')
      expect(conf).not.toContain('## ')
    }
  })

  // npm test installs Debian's nginx (scripts/lib/ensure.mjs edgePackages); elsewhere this is skipped.
  it.skipIf(!hasNginx)('is a configuration Debian’s nginx accepts, as production renders it (TLS, HTTP/2)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jtt-edge-test-'))
    try {
      const cert = path.join(dir, 'c.pem')
      const key = path.join(dir, 'k.pem')
      execFileSync(
        'openssl',
        ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=t', '-keyout', key, '-out', cert],
        { stdio: 'ignore' },
      )
      const site = execFileSync(process.execPath, ['scripts/edge-config.mjs'], {
        env: {
          ...process.env,
          EDGE_TLS_CERT: cert,
          EDGE_TLS_KEY: key,
          EDGE_CACHE_DIR: path.join(dir, 'cache'),
          // Production writes to /dev/stdout (a container's pipe); this nginx's output is a socket, which
          // cannot be opened that way.
          EDGE_ACCESS_LOG: path.join(dir, 'access.log'),
        },
        encoding: 'utf8',
      })
      expect(site).toContain('listen 443 ssl http2;')
      fs.writeFileSync(path.join(dir, 'site.conf'), site)
      const main = [
        'include /etc/nginx/modules-enabled/*.conf;',
        `pid ${path.join(dir, 'nginx.pid')};`,
        'events {}',
        `http { include /etc/nginx/mime.types; include ${path.join(dir, 'site.conf')}; }`,
      ].join('\n')
      fs.writeFileSync(path.join(dir, 'nginx.conf'), main)
      const out = execFileSync(NGINX, ['-t', '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      expect(out).toBe('')
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
