import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse, stringify } from 'yaml'
import { serveMetrics } from '../../packages/server/src/metrics'
import { repoRoot } from '../lib/proc.mjs'

/**
 * deploy/monitoring (issue 26): Prometheus's configuration and alert rules as Debian's promtool reads them
 * (scripts/test.mjs installs the `prometheus` package), the rules' own test cases, and every metric the
 * rules and the dashboard ask for is one the apps register, so renaming a metric fails here.
 */
const dir = path.join(repoRoot, 'deploy/monitoring')
const read = (file: string) => fs.readFileSync(path.join(dir, file), 'utf8')

type Rule = { alert: string; expr: string; for?: string; labels?: Record<string, string>; annotations?: object }
type RuleFile = { groups: { name: string; rules: Rule[] }[] }
type TestFile = { tests: { alert_rule_test: { alertname: string; exp_alerts: unknown[] }[] }[] }
const rules = (parse(read('alerts.yml')) as RuleFile).groups.flatMap((group) => group.rules)

function promtool(...args: string[]) {
  const run = spawnSync('promtool', args, { cwd: dir, encoding: 'utf8' })
  if (run.error) throw run.error
  return { ok: run.status === 0, output: `${run.stdout}${run.stderr}` }
}

/**
 * The metric names a PromQL expression reads: identifiers that are not functions, keywords, label names
 * (in braces or in by/without/on/ignoring lists), durations or Grafana's `$variables`.
 */
function metricNames(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '""')
    .replace(/\{[^}]*\}|\[[^\]]*\]/g, ' ')
    .replace(/\b(?:by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' ')
    .replace(/\$\w+/g, ' ')
  const keywords = new Set(['and', 'or', 'unless', 'bool', 'offset', 'by', 'without', 'on', 'ignoring'])
  const names = [...bare.matchAll(/(?<![\w.:])([a-zA-Z_:][\w:]*)(?!\s*\(|[\w:])/g)].map((m) => m[1]!)
  return [...new Set(names.filter((name) => !keywords.has(name)))]
}

/** Series the apps make: `counter|histogram|gauge({ name: '…' })` anywhere in their sources. */
function registeredInSources(): Set<string> {
  const names = new Set<string>()
  const walk = (folder: string): string[] =>
    fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(folder, entry.name)
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(file)
      return /\.tsx?$/.test(entry.name) ? [file] : []
    })
  const roots = ['packages/server/src', 'apps/web/src', 'apps/cms/src'].map((root) => path.join(repoRoot, root))
  for (const file of roots.flatMap(walk)) {
    const source = fs.readFileSync(file, 'utf8')
    for (const [, kind, name] of source.matchAll(/\b(counter|histogram|gauge)(?:<[^>]*>)?\(\{\s*name:\s*'([\w:]+)'/g)) {
      names.add(name!)
      if (kind === 'histogram') for (const suffix of ['_bucket', '_count', '_sum']) names.add(name! + suffix)
    }
  }
  return names
}

/** Node's process metrics as an app serves them (prom-client's defaults, through @jtt/server/metrics). */
async function servedByDefault(): Promise<Set<string>> {
  const server = await serveMetrics('test', 0, '127.0.0.1')
  try {
    const { port } = server.address() as AddressInfo
    const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text()
    return new Set([...text.matchAll(/^([a-zA-Z_:][\w:]*)(?:\{| )/gm)].map((m) => m[1]!))
  } finally {
    await new Promise((resolve) => server.close(resolve))
  }
}

/** Series of Prometheus itself and of the exporters compose.yaml runs beside the apps. */
const FROM_EXPORTERS = [
  'up',
  'node_filesystem_avail_bytes',
  'node_filesystem_size_bytes',
  'probe_success',
  'probe_ssl_earliest_cert_expiry',
]

type Panel = { title?: string; datasource?: { uid: string }; targets?: { expr: string }[]; panels?: Panel[] }
const dashboards = fs.readdirSync(path.join(dir, 'grafana/dashboards')).map((file) => {
  return JSON.parse(read(path.join('grafana/dashboards', file))) as { panels: Panel[] }
})
const panels = dashboards.flatMap((dashboard) => dashboard.panels.flatMap((p) => [p, ...(p.panels ?? [])]))

describe('deploy/monitoring', () => {
  it('is a configuration and rules promtool accepts', () => {
    const config = promtool('check', 'config', 'prometheus.yml')
    expect(config.output, config.output).toMatch(/SUCCESS: 1 rule files found/)
    expect(config.ok, config.output).toBe(true)
    const checked = promtool('check', 'rules', 'alerts.yml')
    expect(checked.ok, checked.output).toBe(true)
  })

  it('says of each alert how long it must last, how bad it is and what to do', () => {
    expect(rules.length).toBeGreaterThanOrEqual(10)
    for (const rule of rules) {
      expect(rule.for, rule.alert).toMatch(/^\d+[smh]$/)
      expect(['critical', 'warning'], rule.alert).toContain(rule.labels?.severity)
      expect(rule.annotations, rule.alert).toEqual({ summary: expect.any(String), description: expect.any(String) })
    }
  })

  it("fires each alert in alerts.test.yml's cases, and keeps each quiet in another", () => {
    // promtool compares annotations too: the cases run against the rules without them.
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'jtt-alerts-'))
    const bare = parse(read('alerts.yml')) as RuleFile
    for (const rule of bare.groups.flatMap((group) => group.rules)) delete rule.annotations
    fs.writeFileSync(path.join(work, 'alerts.yml'), stringify(bare))
    fs.copyFileSync(path.join(dir, 'alerts.test.yml'), path.join(work, 'alerts.test.yml'))
    const run = spawnSync('promtool', ['test', 'rules', 'alerts.test.yml'], { cwd: work, encoding: 'utf8' })
    fs.rmSync(work, { recursive: true, force: true })
    expect(run.status, `${run.stdout}${run.stderr}`).toBe(0)

    const cases = (parse(read('alerts.test.yml')) as TestFile).tests.flatMap((test) => test.alert_rule_test)
    for (const { alert } of rules) {
      const mine = cases.filter((c) => c.alertname === alert)
      const fires = mine.some((c) => c.exp_alerts.length > 0)
      const quiet = mine.some((c) => c.exp_alerts.length === 0)
      expect({ alert, fires, quiet }).toEqual({ alert, fires: true, quiet: true })
    }
  })

  it('reads the metrics the apps register, by their names, and nothing else', async () => {
    const known = new Set([...registeredInSources(), ...(await servedByDefault()), ...FROM_EXPORTERS])
    expect(known).toContain('job_queue_jobs')
    expect(known).toContain('nodejs_eventloop_lag_p99_seconds')
    const used = [
      ...rules.map((rule) => ({ where: `alert ${rule.alert}`, expr: rule.expr })),
      ...panels.flatMap((p) => (p.targets ?? []).map(({ expr }) => ({ where: `panel "${p.title}"`, expr }))),
    ]
    expect(used.length).toBeGreaterThan(rules.length + 15)
    for (const { where, expr } of used) {
      const names = metricNames(expr)
      expect(names.length, `${where}: ${expr}`).toBeGreaterThan(0)
      for (const name of names) expect(known.has(name), `${where} reads ${name}, which nothing serves`).toBe(true)
    }
  })

  it('points every panel at the data source Grafana is given', () => {
    const sources = parse(read('grafana/provisioning/datasources/prometheus.yml')) as {
      datasources: { uid: string }[]
    }
    const uids = sources.datasources.map((source) => source.uid)
    for (const p of panels.filter((p) => p.targets)) expect(uids, p.title).toContain(p.datasource?.uid)
  })

  it('finds the metric names in PromQL', () => {
    const expr =
      'histogram_quantile(0.95, sum by (app, le) (rate(http_request_duration_seconds_bucket{app=~"$app", le!="x y"}[5m]))) > 2 ' +
      'and on (app) max without (instance) (job_queue_jobs offset 15m) / ignoring(task) up unless time() - 1e3 > bool 2'
    expect(metricNames(expr)).toEqual(['http_request_duration_seconds_bucket', 'job_queue_jobs', 'up'])
  })
})
