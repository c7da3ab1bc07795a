import { describe, expect, it } from 'vitest'
import { vitestFailures } from '../lib/test-failures.mjs'

const file = (name: string, status: string, tests: { status: string; fullName: string }[], message = '') => ({
  name: `/repo/${name}`,
  status,
  message,
  assertionResults: tests.map((t) => ({ ...t, failureMessages: t.status === 'failed' ? ['Error: boom\n at x'] : [] })),
})

describe("the summary's failures from Vitest's JSON report", () => {
  it('lists failed tests, and a file that failed in its beforeAll though Vitest marks its tests skipped', () => {
    const report = {
      testResults: [
        file('a.test.ts', 'passed', [{ status: 'passed', fullName: 'a works' }]),
        file('b.test.ts', 'failed', [
          { status: 'passed', fullName: 'b one' },
          { status: 'failed', fullName: 'b two' },
        ]),
        file(
          'c.test.ts',
          'failed',
          [{ status: 'skipped', fullName: 'c one' }],
          "search 'x' did not reach the answer\nmore",
        ),
        file('d.test.ts', 'failed', [], 'Cannot find module'),
      ],
    }
    const failures = vitestFailures(report)
    expect(failures.map((f: { title: string }) => f.title)).toEqual(['b two', '(file)', '(file)'])
    expect(failures[1]).toMatchObject({ error: "search 'x' did not reach the answer" })
    expect(vitestFailures(null)).toEqual([])
  })
})
