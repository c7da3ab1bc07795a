// The bench's one table: printed, and written to bench/results/latest.json and latest.md with the
// machine it ran on. A row is { section, name, value, target, ok } (ok null: measured, no target).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { repoRoot } from './proc.mjs'

const resultsDir = path.join(repoRoot, 'bench', 'results')

export function machine() {
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    loadAverage: os.loadavg().map((n) => Number(n.toFixed(2))),
    os: `${os.type()} ${os.release()}`,
    distribution: fs.existsSync('/etc/debian_version')
      ? `Debian ${fs.readFileSync('/etc/debian_version', 'utf8').trim()}`
      : 'unknown',
    node: process.version,
  }
}

const mark = (ok) => (ok === null ? ' ' : ok ? '✓' : '✗')

function table(rows) {
  const widths = ['section', 'name', 'value', 'target'].map((k) =>
    Math.max(k.length, ...rows.map((r) => String(r[k]).length)),
  )
  const line = (r) =>
    `${mark(r.ok)} ${['section', 'name', 'value', 'target'].map((k, i) => String(r[k]).padEnd(widths[i])).join('  ')}`
  return rows.map(line).join('\n')
}

function markdown(report) {
  const m = report.machine
  const head = [
    `# Benchmark ${report.startedAt}`,
    '',
    `Machine: ${m.cpus} × ${m.cpuModel}, ${m.memoryGb} GB, ${m.distribution}, Node ${m.node}; load average at the end ${m.loadAverage.join(' / ')}.`,
    `Settings: ${JSON.stringify(report.settings)}`,
    '',
    `Targets met: ${report.rows.filter((r) => r.ok === true).length}, missed: ${report.rows.filter((r) => r.ok === false).length}.`,
    '',
    '| | Section | Measure | Value | Target |',
    '|---|---|---|---|---|',
  ]
  const body = report.rows.map((r) => `| ${mark(r.ok)} | ${r.section} | ${r.name} | ${r.value} | ${r.target} |`)
  const notes = report.notes.length ? ['', '## Notes', '', ...report.notes.map((n) => `- ${n}`)] : []
  return [...head, ...body, ...notes, ''].join('\n')
}

/** Prints the table and writes latest.json / latest.md; answers how many targets were missed. */
export function writeReport(report) {
  console.log(`\n${table(report.rows)}\n`)
  for (const note of report.notes) console.log(`  · ${note}`)
  fs.mkdirSync(resultsDir, { recursive: true })
  fs.writeFileSync(path.join(resultsDir, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`)
  fs.writeFileSync(path.join(resultsDir, 'latest.md'), markdown(report))
  console.log(`\nWritten: bench/results/latest.json, bench/results/latest.md`)
  return report.rows.filter((r) => r.ok === false).length
}
