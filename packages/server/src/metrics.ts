import http from 'node:http'
import client from 'prom-client'

/**
 * Metrics in Prometheus's format (issue 26), one registry per process on `globalThis`: the front's
 * bundle and Next's server bundles each carry a copy of this module (and of prom-client), and a
 * metric made by one must be the one the others count on and the scrape reads. Each metric is made
 * on first use, by name; asking again answers the same one.
 */
const KEY = Symbol.for('jtt.metrics')
const holder = globalThis as typeof globalThis & { [KEY]?: client.Registry }

export function metricsRegistry(): client.Registry {
  return (holder[KEY] ??= new client.Registry())
}

type Labels<L extends string> = { name: string; help: string; labelNames?: readonly L[] }

const existing = <M>(name: string) => metricsRegistry().getSingleMetric(name) as M | undefined

export function counter<L extends string = never>(spec: Labels<L>): client.Counter<L> {
  return (
    existing(spec.name) ??
    new client.Counter({ ...spec, labelNames: spec.labelNames ?? [], registers: [metricsRegistry()] })
  )
}

/** Durations in seconds: from a cached answer (≈ 1 ms) to a render that times out (10 s). */
export const SECONDS_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

export function histogram<L extends string = never>(spec: Labels<L> & { buckets?: number[] }): client.Histogram<L> {
  return (
    existing(spec.name) ??
    new client.Histogram({
      ...spec,
      labelNames: spec.labelNames ?? [],
      buckets: spec.buckets ?? SECONDS_BUCKETS,
      registers: [metricsRegistry()],
    })
  )
}

/** A gauge read when scraped: `read` sets its values (one query each, cheap). */
export function gauge<L extends string = never>(
  spec: Labels<L> & { read?: (gauge: client.Gauge<L>) => void | Promise<void> },
): client.Gauge<L> {
  const { read, ...rest } = spec
  return (
    existing(spec.name) ??
    new client.Gauge<L>({
      ...rest,
      labelNames: rest.labelNames ?? [],
      registers: [metricsRegistry()],
      ...(read
        ? {
            collect: async function (this: client.Gauge<L>) {
              await read(this)
            },
          }
        : {}),
    })
  )
}

/**
 * Serves `GET /metrics` on its own port, which the edge never forwards to (it proxies the app's port
 * only) and a deployment keeps to its internal network: Prometheus scrapes it there. The app's name
 * labels every series; Node's process metrics (memory, event-loop lag, GC, handles) come with them.
 */
export async function serveMetrics(app: string, port: number, host?: string): Promise<http.Server> {
  const registry = metricsRegistry()
  registry.setDefaultLabels({ app })
  client.collectDefaultMetrics({ register: registry })
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0]
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found: GET /metrics\n')
      return
    }
    registry.metrics().then(
      (text) => {
        res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' })
        res.end(req.method === 'HEAD' ? undefined : text)
      },
      () => res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' }).end('metrics unavailable\n'),
    )
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve())
  })
  return server
}
