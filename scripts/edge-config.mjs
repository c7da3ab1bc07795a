// `npm run edge:config`: prints the nginx configuration of the production edge (deploy/nginx), for
// /etc/nginx/conf.d/jtt.conf. Set EDGE_SERVER_NAME, EDGE_TLS_CERT and EDGE_TLS_KEY (the site's
// certificate), WEB_UPSTREAM (127.0.0.1:3000), EDGE_STATIC_ROOT (this checkout's apps/web/.next/static)
// and EDGE_CACHE_DIR (/var/cache/nginx/jtt).
import { renderSiteConfig } from './lib/edge.mjs'

const env = process.env
const serverName = env.EDGE_SERVER_NAME ?? 'www.jasamargatransjawatol.co.id'
const tls = [
  'listen 443 ssl http2;',
  'listen [::]:443 ssl http2;',
  `ssl_certificate ${env.EDGE_TLS_CERT ?? `/etc/ssl/certs/${serverName}.pem`};`,
  `ssl_certificate_key ${env.EDGE_TLS_KEY ?? `/etc/ssl/private/${serverName}.key`};`,
  'ssl_protocols TLSv1.2 TLSv1.3;',
  'ssl_session_cache shared:jtt_tls:10m;',
  'ssl_session_timeout 1d;',
  'add_header Strict-Transport-Security "max-age=63072000; includeSubDomains" always;',
]
process.stdout.write(
  renderSiteConfig({
    webUpstream: env.WEB_UPSTREAM ?? '127.0.0.1:3000',
    staticRoot: env.EDGE_STATIC_ROOT,
    cacheDir: env.EDGE_CACHE_DIR ?? '/var/cache/nginx/jtt',
    listen: tls,
    serverName,
  }),
)
// Plain HTTP only redirects to HTTPS.
process.stdout.write(
  `\nserver {\n    listen 80;\n    listen [::]:80;\n    server_name ${serverName};\n    server_tokens off;\n    return 301 https://$host$request_uri;\n}\n`,
)
