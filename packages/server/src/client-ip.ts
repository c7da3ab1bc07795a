import { BlockList, isIP } from 'node:net'

/**
 * The visitor's address, as the apps read it from `x-real-ip`: the socket's peer, or — when that peer
 * is a trusted proxy (nginx in front) — the last address the proxy chain added to X-Forwarded-For
 * that is not itself trusted. Anything a client sends in these headers directly is ignored.
 */
export function trustedProxies(spec: string | undefined): BlockList {
  const list = new BlockList()
  for (const entry of (spec ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    if (entry === 'loopback') {
      list.addSubnet('127.0.0.0', 8, 'ipv4')
      list.addAddress('::1', 'ipv6')
      continue
    }
    const [address, bits] = entry.split('/')
    const family = isIP(address ?? '') === 6 ? 'ipv6' : 'ipv4'
    if (!isIP(address ?? '')) throw new Error(`TRUSTED_PROXIES: '${entry}' is not an address or subnet`)
    if (bits === undefined) list.addAddress(address!, family)
    else list.addSubnet(address!, Number(bits), family)
  }
  return list
}

const plain = (address: string) => (address.startsWith('::ffff:') ? address.slice(7) : address)
const familyOf = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4')

export function clientIp(peer: string | undefined, forwardedFor: string | undefined, trusted: BlockList): string {
  let current = plain(peer ?? '')
  if (!current) return 'unknown'
  const hops = (forwardedFor ?? '')
    .split(',')
    .map((s) => plain(s.trim()))
    .filter((s) => isIP(s))
  // Walk back through the chain while the hop we are looking at is a proxy we trust.
  while (trusted.check(current, familyOf(current)) && hops.length > 0) current = hops.pop()!
  return current
}
