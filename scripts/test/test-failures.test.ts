import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { errorMessage, logProblems, vitestFailures } from '../lib/test-failures.mjs'

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
    expect(failures[0]).toMatchObject({ error: 'Error: boom' })
    expect(failures[1]).toMatchObject({ error: "search 'x' did not reach the answer\nmore" })
    expect(vitestFailures(null)).toEqual([])
  })
})

describe('an error as the summary shows it', () => {
  it('keeps every line of the message (what a wait found), drops the stack and the colours', () => {
    const jobs = Array.from({ length: 3 }, (_, i) => `{"task_slug":"sendAlert","processing":${i === 0}}`)
    const text = `\x1b[31mError: jobs still in the queue after 60000 ms:\x1b[39m\n  ${jobs.join('\n  ')}\n    at queueDrained (q.ts:50:11)\n    at x`
    expect(errorMessage(text).split('\n')).toEqual(['Error: jobs still in the queue after 60000 ms:', ...jobs])
  })

  it('cuts a long message after 20 lines and says how many more there were', () => {
    const lines = errorMessage(Array.from({ length: 25 }, (_, i) => `line ${i}`).join('\n')).split('\n')
    expect(lines).toHaveLength(21)
    expect(lines.at(-1)).toBe('… 5 more line(s)')
    expect(errorMessage(undefined)).toBe('')
  })
})

describe('a test that ran out of time', () => {
  // What Vitest 4's JSON report holds for one (its stack, under a placeholder instead of "timed out").
  const stack = [
    'Error: STACK_TRACE_ERROR',
    '    at task (file:///repo/node_modules/@vitest/runner/dist/chunk-artifact.js:1784:27)',
    '    at chain (file:///repo/node_modules/@vitest/runner/dist/chunk-artifact.js:599:14)',
    `    at ${process.cwd()}/scripts/test/site-paths.test.ts:12:3`,
    '    at process.processTicksAndRejections (node:internal/process/task_queues:104:5)',
  ].join('\n')

  it('is named a timeout, with how long it ran and where it is defined', () => {
    const report = {
      testResults: [
        {
          name: `${process.cwd()}/scripts/test/site-paths.test.ts`,
          status: 'failed',
          assertionResults: [{ status: 'failed', fullName: 'scans', duration: 5003.4, failureMessages: [stack] }],
        },
      ],
    }
    expect(vitestFailures(report)[0].error).toBe(
      'Timed out after 5003 ms (the time limit of the test or of a hook it ran), defined at scripts/test/site-paths.test.ts:12:3',
    )
  })

  it('is named a timeout in a file that failed outside its tests (a hook), without a duration', () => {
    const report = {
      testResults: [{ name: '/repo/x.test.ts', status: 'failed', message: stack, assertionResults: [] }],
    }
    expect(vitestFailures(report)[0].error).toMatch(
      /^Timed out \(the time limit .*\), defined at .*site-paths\.test\.ts:12:3$/,
    )
  })

  it('leaves any other error as it is', () => {
    const report = {
      testResults: [
        {
          name: '/repo/x.test.ts',
          status: 'failed',
          assertionResults: [
            { status: 'failed', fullName: 'x', failureMessages: ['Error: STACK_TRACE_ERRORS are rare\n at x'] },
          ],
        },
      ],
    }
    expect(vitestFailures(report)[0].error).toBe('Error: STACK_TRACE_ERRORS are rare')
  })
})

describe("a failed integration suite's CMS log, as the summary shows it", () => {
  it('keeps the last kinds of warnings and errors, counted, JSON or pretty, without colours; none without a log', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jtt-log-problems-'))
    const file = path.join(dir, 'cms.log')
    const json = (level: string | number, msg: string) => JSON.stringify({ level, time: '2026-11-28', msg })
    /** A failed job's retry, as Payload logs it: the same problem whatever the job and attempt. */
    const jobError = (n: number) =>
      JSON.stringify({
        level: 'error',
        time: String(n),
        err: { message: 'not taken' },
        job: { id: 4 + n },
        msg: `Error running task ${n}`,
      })
    fs.writeFileSync(
      file,
      [
        json('info', 'seed: done'),
        json('warn', 'search: could not index pages 4; retrying later'),
        jobError(1),
        jobError(2),
        '[04:01:02.003] \x1b[31mERROR\x1b[39m: boom',
        '    at stack (x.ts:1:1)',
        json(50, `an error of ${'x'.repeat(400)}`),
        '[04:01:03.000] INFO: started',
      ].join('\n'),
    )
    try {
      const problems = logProblems(file)
      expect(problems).toHaveLength(4)
      expect(problems[0]).toContain('could not index pages 4')
      // One kind, counted, shown by its latest line.
      expect(problems[1]).toBe('(×2) 2 error Error running task 2 — not taken')
      expect(problems[2]).toBe('[04:01:02.003] ERROR: boom')
      expect(problems[3]).toHaveLength(300)
      expect(logProblems(file, 1)).toEqual([problems[3]])
      expect(logProblems(path.join(dir, 'missing.log'))).toEqual([])
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
