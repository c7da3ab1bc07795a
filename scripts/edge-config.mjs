// `npm run edge:config`: prints the nginx configuration of the production edge (deploy/nginx), for
// /etc/nginx/conf.d/jtt.conf. Set EDGE_SERVER_NAME, EDGE_TLS_CERT and EDGE_TLS_KEY (the site's
// certificate), WEB_UPSTREAM (127.0.0.1:3000; several instances comma-separated), EDGE_STATIC_ROOT (this checkout's apps/web/.next/static)
// and EDGE_CACHE_DIR (/var/cache/nginx/jtt), EDGE_ACCESS_LOG (/dev/stdout: a container's log; a file, or off). With
// EDGE_CMS_SERVER_NAME (and EDGE_CMS_TLS_CERT/KEY, CMS_UPSTREAM), the content service's block too.
import { renderCmsConfig, renderSiteConfig } from './lib/edge.mjs'

const env = process.env
const serverName = env.EDGE_SERVER_NAME ?? 'www.jasamargatransjawatol.co.id'
/** Listen and TLS lines for a host name (its certificate under /etc/ssl unless given). */
const tls = (name, cert, key) => [
  'listen 443 ssl http2;',
  'listen [::]:443 ssl http2;',
  `ssl_certificate ${cert ?? `/etc/ssl/certs/${name}.pem`};`,
  `ssl_certificate_key ${key ?? `/etc/ssl/private/${name}.key`};`,
  'ssl_protocols TLSv1.2 TLSv1.3;',
  'ssl_session_cache shared:jtt_tls:10m;',
  'ssl_session_timeout 1d;',
]
process.stdout.write(
  renderSiteConfig({
    webUpstream: env.WEB_UPSTREAM ?? '127.0.0.1:3000',
    staticRoot: env.EDGE_STATIC_ROOT,
    cacheDir: env.EDGE_CACHE_DIR ?? '/var/cache/nginx/jtt',
    accessLog: env.EDGE_ACCESS_LOG,
    listen: tls(serverName, env.EDGE_TLS_CERT, env.EDGE_TLS_KEY),
    serverName,
  }),
)
// The content service on its own host name (the admin's and the Content API's address), when given.
const cmsServerName = env.EDGE_CMS_SERVER_NAME
if (cmsServerName) {
  const listen = tls(cmsServerName, env.EDGE_CMS_TLS_CERT, env.EDGE_CMS_TLS_KEY)
  const cmsUpstream = env.CMS_UPSTREAM ?? '127.0.0.1:3001'
  process.stdout.write(
    `\n${renderCmsConfig({ cmsUpstream, listen, serverName: cmsServerName, accessLog: env.EDGE_ACCESS_LOG })}`,
  )
}
// Plain HTTP only redirects to HTTPS.
process.stdout.write(
  `\nserver {\n    listen 80;\n    listen [::]:80;\n    server_name ${[serverName, cmsServerName].filter(Boolean).join(' ')};\n    server_tokens off;\n    return 301 https://$host$request_uri;\n}\n`,
)
