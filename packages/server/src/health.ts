import type http from 'node:http'

/** What a readiness check reports: whether the app can serve, and a word on each dependency. */
export type Readiness = { ready: boolean; checks: Record<string, string> }

/** What the front knows that a readiness check may use. */
export type FrontState = { stopping: boolean; keptAnswers: () => number }

export type HealthOptions = {
  /** Whether the app can serve visitors now (its database answers; the web: content or kept pages). */
  readiness: (front: FrontState) => Promise<Readiness>
  /** How long one readiness result is reused, so a probe every second costs one check (default 2 s). */
  reuseMs?: number
}

const json = (res: http.ServerResponse, status: number, body: unknown) => {
  const text = JSON.stringify(body)
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  })
  res.end(text)
}

/**
 * `GET /healthz` (liveness: the process answers; no dependency is asked, so a slow database never gets
 * a live process restarted) and `GET /readyz` (readiness: send visitors here). Answered by the front
 * itself, before Next.js, the page cache and the rate limits. While the server is stopping, readiness
 * is 503 so a balancer moves visitors elsewhere before the port closes.
 */
export function healthEndpoints(options: HealthOptions | undefined, state: FrontState) {
  let last: { at: number; result: Promise<Readiness> } | null = null
  const reuseMs = options?.reuseMs ?? 2000
  const check = () => {
    if (!options) return Promise.resolve({ ready: true, checks: {} })
    if (last && Date.now() - last.at < reuseMs) return last.result
    const result = options.readiness(state).catch((error: unknown): Readiness => ({
      ready: false,
      checks: { readiness: error instanceof Error ? error.message : 'failed' },
    }))
    last = { at: Date.now(), result }
    return result
  }
  const pathOf = (url: string | undefined) => (url ?? '').split('?')[0] ?? ''
  return {
    handles: (url: string | undefined) => HEALTH_PATHS.has(pathOf(url)),
    async answer(req: http.IncomingMessage, res: http.ServerResponse) {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { allow: 'GET, HEAD', 'cache-control': 'no-store', 'content-length': 0 })
        return void res.end()
      }
      if (pathOf(req.url) === '/healthz') return json(res, 200, { status: 'ok' })
      if (state.stopping) return json(res, 503, { status: 'stopping', checks: {} })
      const { ready, checks } = await check()
      json(res, ready ? 200 : 503, { status: ready ? 'ready' : 'unavailable', checks })
    },
  }
}

const HEALTH_PATHS = new Set(['/healthz', '/readyz'])
