import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { repoRoot } from '../lib/proc.mjs'

/**
 * The runbook (docs/operations.md) keeps up with what it covers: every alert rule of
 * deploy/monitoring/alerts.yml has its row saying what to do, and every secret the configuration
 * knows (.env.example) has its row in "Rotate a secret". A new alert or secret fails here until
 * the runbook says how to handle it.
 */
const read = (file: string) => fs.readFileSync(path.join(repoRoot, file), 'utf8')
const operations = read('docs/operations.md')

/** The text of one `##`/`###` section, up to the next heading of the same or a higher level. */
function section(heading: string): string {
  const level = heading.match(/^#+/)![0].length
  const start = operations.indexOf(`${heading}\n`)
  expect(start, `docs/operations.md has "${heading}"`).toBeGreaterThanOrEqual(0)
  const rest = operations.slice(start + heading.length)
  const next = rest.search(new RegExp(`^#{1,${level}} `, 'm'))
  return next === -1 ? rest : rest.slice(0, next)
}

/** Table rows of a section whose first cell names `name` in code. */
const rowsNaming = (text: string, name: string) =>
  text.split('\n').filter((line) => line.startsWith('|') && line.split('|')[1]!.includes(`\`${name}\``))

/** Settings that hold a credential: by name, and the one URL that carries a password of its own. */
const CREDENTIAL = /SECRET|PASSWORD|ACCESS_KEY/
const CREDENTIAL_URLS = ['SMTP_URL']

describe('the runbook in docs/operations.md', () => {
  it('says for every alert rule what it means and what to do', () => {
    const groups = parse(read('deploy/monitoring/alerts.yml')) as { groups: { rules: { alert?: string }[] }[] }
    const alerts = groups.groups.flatMap((g) => g.rules.flatMap((r) => (r.alert ? [r.alert] : [])))
    expect(alerts.length).toBeGreaterThan(10)
    const monitoring = section('## Monitoring')
    for (const alert of alerts) expect(rowsNaming(monitoring, alert), alert).toHaveLength(1)
  })

  it('says how to rotate every secret of the configuration', () => {
    const names = [...read('.env.example').matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]!)
    const secrets = [...new Set(names)].filter((name) => CREDENTIAL.test(name) || CREDENTIAL_URLS.includes(name))
    expect(secrets).toEqual(expect.arrayContaining(['PAYLOAD_SECRET', 'REVALIDATE_SECRET', 'POSTGRES_PASSWORD']))
    const rotate = section('### Rotate a secret')
    for (const secret of secrets) expect(rowsNaming(rotate, secret), secret).toHaveLength(1)
  })
})
