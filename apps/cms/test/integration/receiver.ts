import http from 'node:http'
import { SIGNATURE_HEADER, siteChangeSchema, verifySignature, type SiteChange } from '@jtt/content-api/webhook'
import { inject } from 'vitest'

/**
 * A stand-in for the web site's /api/revalidate: checks each notification's signature as the site
 * does and records it, so a test can wait for the tags a change names (or see what it never named).
 */
export function siteReceiver() {
  const received: SiteChange[] = []
  /** When each change arrived (ms), in the same order. */
  const arrivals: number[] = []
  let server: http.Server | null = null
  return {
    /** Every change received so far, oldest first. */
    received: received as readonly SiteChange[],
    listen(): Promise<void> {
      const { port, secret } = inject('receiver')
      server = http.createServer((req, res) => {
        let body = ''
        req.on('data', (chunk) => (body += chunk))
        req.on('end', () => {
          const signature = verifySignature(secret, body, (req.headers[SIGNATURE_HEADER] as string | undefined) ?? null)
          if (!signature.ok) return res.writeHead(401).end()
          received.push(siteChangeSchema.parse(JSON.parse(body)))
          arrivals.push(Date.now())
          res.writeHead(200, { 'content-type': 'application/json' }).end('{}')
        })
      })
      return new Promise((resolve) => server!.listen(port, '127.0.0.1', resolve))
    },
    close: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
    /** Resolves with the first change received from now on that names every tag given. */
    async changeNaming(tags: string[], timeoutMs = 5000): Promise<SiteChange> {
      const from = received.length
      const deadline = Date.now() + timeoutMs
      while (Date.now() < deadline) {
        const found = received.slice(from).find((change) => tags.every((tag) => change.tags.includes(tag)))
        if (found) return found
        await new Promise((r) => setTimeout(r, 50))
      }
      throw new Error(`no notification naming ${tags.join(', ')} within ${timeoutMs} ms`)
    },
    /**
     * Resolves with the first change that arrived at or after `since` (ms) naming every tag given: what
     * a moment set ahead (an advisory's end) made the CMS send, told apart from what was sent before it.
     */
    async changeNamingSince(tags: string[], since: number, timeoutMs: number): Promise<SiteChange> {
      const deadline = Math.max(since, Date.now()) + timeoutMs
      while (Date.now() < deadline) {
        const found = received.find(
          (change, i) => arrivals[i]! >= since && tags.every((tag) => change.tags.includes(tag)),
        )
        if (found) return found
        await new Promise((r) => setTimeout(r, 50))
      }
      throw new Error(`no notification naming ${tags.join(', ')} after ${new Date(since).toISOString()}`)
    },
  }
}
