// A throw-away certificate authority and one server certificate it signs, for TLS on loopback that a
// client can verify (given the authority's certificate): no "invalid certificate" in the results.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const openssl = (args) => execFileSync('openssl', args, { stdio: 'ignore' })

/**
 * Writes ca.crt, server.crt and server.key into `dir`; the server certificate is valid for the given
 * DNS names and IP addresses, for `days` (one by default: a check's run).
 * @param {string} dir
 * @param {{ dns?: string[], ips?: string[], days?: number }} names
 */
export function loopbackCertificates(dir, { dns = [], ips = [], days = 1 }) {
  const file = (name) => path.join(dir, name)
  openssl([
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    String(days),
    '-subj',
    '/CN=JTT throw-away CA',
    '-addext',
    'basicConstraints=critical,CA:TRUE',
    '-addext',
    'keyUsage=critical,keyCertSign',
    '-keyout',
    file('ca.key'),
    '-out',
    file('ca.crt'),
  ])
  const altNames = [...dns.map((n) => `DNS:${n}`), ...ips.map((ip) => `IP:${ip}`)].join(',')
  fs.writeFileSync(
    file('server.ext'),
    `basicConstraints=CA:FALSE\nkeyUsage=digitalSignature,keyEncipherment\nextendedKeyUsage=serverAuth\nsubjectAltName=${altNames}\n`,
  )
  openssl([
    'req',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-subj',
    `/CN=${dns[0] ?? ips[0]}`,
    '-keyout',
    file('server.key'),
    '-out',
    file('server.csr'),
  ])
  openssl([
    'x509',
    '-req',
    '-in',
    file('server.csr'),
    '-CA',
    file('ca.crt'),
    '-CAkey',
    file('ca.key'),
    '-CAcreateserial',
    '-days',
    String(days),
    '-extfile',
    file('server.ext'),
    '-out',
    file('server.crt'),
  ])
  for (const key of ['ca.key', 'server.key']) fs.chmodSync(file(key), 0o600)
  return { ca: file('ca.crt'), cert: file('server.crt'), key: file('server.key') }
}
