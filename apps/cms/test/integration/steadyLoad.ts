/** One request of the load: what kind it is, its address (path and query) and the headers that make it so. */
export type LoadRequest = { kind: string; path: string; headers?: Record<string, string> }

type Tally = Record<string, number>
const add = (tally: Tally, key: string) => void (tally[key] = (tally[key] ?? 0) + 1)

/**
 * A steady load on `base`: `rate` requests a second, no more than `maxInFlight` at once (so a slow
 * server slows it rather than piling requests up), cycling through `requests`. Every answer is
 * counted by kind and status (0: no answer at all) and by the edge's cache result, under the phase the test
 * names (`phase`, then `phase()`), and the first few that were not 2xx/3xx are kept with their address.
 */
export function steadyLoad(
  base: string,
  requests: LoadRequest[],
  { rate, maxInFlight, phase }: { rate: number; maxInFlight: number; phase: string },
) {
  const statuses: Record<string, Tally> = {}
  const caches: Record<string, Tally> = {}
  const failures: string[] = []
  let current = phase
  let list = requests
  let sent = 0
  let inFlight = 0
  let running = true
  let freed = () => {}
  const started = Date.now()

  const one = async (request: LoadRequest, phase: string) => {
    let status = 0
    let cache = '-'
    try {
      const res = await fetch(`${base}${request.path}`, {
        headers: { 'accept-encoding': 'gzip', ...request.headers },
        redirect: 'manual',
        signal: AbortSignal.timeout(30_000),
      })
      await res.arrayBuffer()
      status = res.status
      cache = res.headers.get('x-cache-status') ?? '-'
    } catch (error) {
      cache = error instanceof Error ? error.name : 'error'
    }
    add((statuses[phase] ??= {}), `${request.kind} ${status}`)
    add((caches[phase] ??= {}), cache)
    if ((status < 200 || status >= 400) && failures.length < 20)
      failures.push(`${phase}: ${request.kind} ${request.path} ${status}`)
  }

  const loop = (async () => {
    while (running) {
      // Paced from the start, so a pause (a full window) is not made up for with a burst.
      const due = started + (sent * 1000) / rate
      const wait = due - Date.now()
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
      if (inFlight >= maxInFlight) await new Promise<void>((resolve) => (freed = resolve))
      if (!running) break
      const request = list[sent % list.length]!
      sent++
      inFlight++
      void one(request, current).finally(() => {
        inFlight--
        freed()
      })
    }
    while (inFlight > 0) await new Promise<void>((resolve) => (freed = resolve))
  })()

  return {
    /** Answers from now on count under `name`. */
    phase: (name: string) => void (current = name),
    /** Cycle through these requests from now on. */
    use: (next: LoadRequest[]) => void (list = next),
    /** Answers counted so far under `name`. */
    answered: (name: string) => Object.values(statuses[name] ?? {}).reduce((a, b) => a + b, 0),
    /** Stops sending, waits for the answers in flight, and reports. */
    async stop() {
      running = false
      freed()
      await loop
      const seconds = (Date.now() - started) / 1000
      return { sent, seconds, perSecond: Math.round(sent / seconds), statuses, caches, failures }
    },
  }
}
