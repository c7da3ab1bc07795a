import { gauge, histogram } from '@jtt/server/metrics'
import { contentHealth } from './health'

/**
 * The site's calls to the Content API in metrics (issue 26): by resource and outcome (the status, or
 * `timeout` / `error` / `aborted`), with their duration; and whether the service is reachable, as the
 * health tracker sees it. Calls Next's data cache answers are counted too (their duration is ~0).
 */
let callHistogram: ReturnType<typeof histogram<'resource' | 'outcome'>> | null = null
/** Looked up once, not by name on every call. */
const calls = () =>
  (callHistogram ??= histogram({
    name: 'content_api_call_duration_seconds',
    help: "The site's Content API calls (and their count), by resource and outcome: HTTP status, timeout, error or aborted",
    labelNames: ['resource', 'outcome'],
  }))

/** Made by the server at start, so a scrape before the first page finds it. */
export const contentServiceGauge = () =>
  gauge({
    name: 'content_service_up',
    help: 'Whether the site finds the content service reachable (1) or down (0), from its own calls',
    read: (up) => up.set(contentHealth.isDown() ? 0 : 1),
  })

/** `…/v1/press-releases/slug?…` → `press-releases`: the contract's resource names, nothing a visitor typed. */
function resourceOf(input: RequestInfo | URL): string {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
  const match = /\/v1\/([a-z][a-z-]{0,40})(?:[/?]|$)/.exec(url)
  return match?.[1] ?? 'other'
}

const outcomeOf = (error: unknown) => {
  const name = error instanceof Error || error instanceof DOMException ? error.name : ''
  return name === 'TimeoutError' ? 'timeout' : name === 'AbortError' ? 'aborted' : 'error'
}

/** Wraps a `fetch` so each call is measured. */
export function measuredFetch(inner: typeof fetch): typeof fetch {
  return async (input, init) => {
    const started = performance.now()
    const resource = resourceOf(input)
    const seconds = () => (performance.now() - started) / 1000
    try {
      const response = await inner(input, init)
      calls().observe({ resource, outcome: String(response.status) }, seconds())
      return response
    } catch (error) {
      calls().observe({ resource, outcome: outcomeOf(error) }, seconds())
      throw error
    }
  }
}
