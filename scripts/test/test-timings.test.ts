import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { repoRoot } from '../lib/proc.mjs'
import { duration, playwrightTimings, slowest, vitestTimings } from '../lib/test-timings.mjs'

// Reports shaped as Vitest's and Playwright's JSON reporters write them (the fields read here).
const vitestReport = {
  testResults: [
    {
      name: path.join(repoRoot, 'apps/cms/test/integration/a.test.ts'),
      assertionResults: [
        { fullName: 'a › quick', duration: 12.4 },
        { fullName: 'a › slow', duration: 9000 },
      ],
    },
  ],
}
const playwrightReport = {
  suites: [
    {
      title: 'x.spec.ts',
      specs: [{ title: 'top', file: 'x.spec.ts', line: 3, tests: [{ results: [{ duration: 100 }] }] }],
      suites: [
        {
          title: 'group',
          specs: [
            // A retried test: its two results add up.
            {
              title: 'retried',
              file: 'x.spec.ts',
              line: 9,
              tests: [{ results: [{ duration: 4000 }, { duration: 5000 }] }],
            },
          ],
        },
      ],
    },
  ],
}

describe("npm test's timings", () => {
  it('reads every test of both reports with its duration and where it is', () => {
    expect(vitestTimings(vitestReport)).toEqual([
      { where: 'apps/cms/test/integration/a.test.ts', title: 'a › quick', ms: 12 },
      { where: 'apps/cms/test/integration/a.test.ts', title: 'a › slow', ms: 9000 },
    ])
    expect(playwrightTimings(playwrightReport)).toEqual([
      { where: 'x.spec.ts:3', title: 'top', ms: 100 },
      { where: 'x.spec.ts:9', title: 'group › retried', ms: 9000 },
    ])
    expect(vitestTimings(null)).toEqual([])
  })

  it('lists the slowest across suites, slowest first, and writes durations for people', () => {
    const top = slowest({ integration: vitestTimings(vitestReport), e2e: playwrightTimings(playwrightReport) }, 3)
    expect(top.map((t) => `${t.suite} ${t.title} ${t.ms}`)).toEqual([
      'integration a › slow 9000',
      'e2e group › retried 9000',
      'e2e top 100',
    ])
    expect([duration(900), duration(59_400), duration(1_234_567)]).toEqual(['1 s', '59 s', '20 min 35 s'])
  })
})
