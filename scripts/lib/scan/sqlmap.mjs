// sqlmap (Debian's package) against Content API URLs, in batch mode: every query parameter of every URL
// is tested with bounded level and risk, and the injection points it confirms (its CSV results file)
// and the heuristics it reports (its log) come back as findings.
import fs from 'node:fs'
import path from 'node:path'
import { run } from '../proc.mjs'

/**
 * @param {string[]} urls targets with their parameters (only 127.0.0.1)
 * @param {{ dir: string, level: number, risk: number, threads?: number }} options
 * @returns {Promise<{ findings: import('./findings.mjs').Finding[], tested: number }>}
 */
export async function sqlmapScan(urls, { dir, level, risk, threads = 4 }) {
  const targets = path.join(dir, 'sqlmap-targets.txt')
  const results = path.join(dir, 'sqlmap-results.csv')
  const log = path.join(dir, 'sqlmap.log')
  fs.writeFileSync(targets, `${urls.join('\n')}\n`)
  const out = fs.openSync(log, 'w')
  // sqlmap exits non-zero when a target answers nothing it can use; its reports still say what it found.
  await run(
    'sqlmap',
    [
      '-m',
      targets,
      '--batch',
      `--level=${level}`,
      `--risk=${risk}`,
      '--technique=BEUST',
      // The stack under test runs SQLite: other systems' payloads cannot succeed on it, and skipping
      // them makes the run minutes instead of half an hour.
      '--dbms=SQLite',
      '--time-sec=2',
      `--threads=${threads}`,
      '--timeout=15',
      '--retries=1',
      '--flush-session',
      '--skip-waf',
      '--disable-coloring',
      `--output-dir=${path.join(dir, 'sqlmap')}`,
      `--results-file=${results}`,
      // Never follow a redirect or a link off the target, never ask anything.
      '--answers=follow=N,redirect=N,crawl=N',
    ],
    { stdio: ['ignore', out, out] },
  ).catch(() => undefined)
  fs.closeSync(out)
  const text = fs.readFileSync(log, 'utf8')
  const findings = []
  let url = ''
  for (const line of text.split('\n')) {
    const testing = /testing URL '([^']+)'/.exec(line)
    if (testing) url = testing[1]
    const heuristic = /heuristic \((\w+)\) test shows that (\w+) parameter '([^']+)' might be (.+)$/.exec(line)
    if (heuristic)
      findings.push({
        tool: 'sqlmap',
        kind: `${heuristic[1]} heuristic: might be ${heuristic[4].replace(/\s*\(.*$/, '')}`,
        url,
        parameter: heuristic[3],
        detail: line.trim(),
      })
    const injectable = /(\w+) parameter '([^']+)' (?:appears to be|is) '(.+)' injectable/.exec(line)
    if (injectable)
      findings.push({ tool: 'sqlmap', kind: 'SQL injection', url, parameter: injectable[2], detail: line.trim() })
  }
  // The CSV of confirmed injection points: Target URL,Place,Parameter,Technique(s),Note(s)
  if (fs.existsSync(results)) {
    for (const row of fs.readFileSync(results, 'utf8').trim().split('\n').slice(1)) {
      const [target = '', , parameter = ''] = row.split(',')
      if (!findings.some((f) => f.kind === 'SQL injection' && f.parameter === parameter && f.url === target))
        findings.push({ tool: 'sqlmap', kind: 'SQL injection', url: target, parameter, detail: row })
    }
  }
  const tested = (text.match(/testing URL '/g) ?? []).length
  if (tested === 0) throw new Error(`sqlmap tested nothing; its log: ${log}\n${text.slice(-2000)}`)
  return { findings, tested }
}
