import type { FrontState, Readiness } from '@jtt/server'
import { api } from './client'

/** A probe must answer within a probe's usual time limit, not the pages' 5 s. */
const PROBE_TIMEOUT_MS = 2000

/**
 * `GET /readyz` of the web site: ready when the Content API answers, or, while it does not, when the
 * instance has pages kept to serve. An outage of the content service alone must not take every web
 * instance out of a balancer: cached pages still answer (and the others get the readable 503 page).
 * The probe is an uncached call, so it also tells the health tracker that the service is back.
 */
export async function webReadiness(front: FrontState): Promise<Readiness> {
  const probe = await api.health({ init: { cache: 'no-store', signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) } })
  const content = probe.ok ? 'ok' : `${probe.error.kind}: ${probe.error.code}`
  const kept = front.keptAnswers()
  return {
    ready: content === 'ok' || kept > 0,
    checks: { contentApi: content, keptPages: String(kept) },
  }
}
