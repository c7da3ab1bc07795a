import { spawn, type ChildProcess } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { supervise } from '../lib/supervise.mjs'

/** A service that dies after `lifeMs` (exit code 3), like a crashing CMS. */
const shortLived = (lifeMs: number): ChildProcess =>
  spawn(process.execPath, ['-e', `setTimeout(() => process.exit(3), ${lifeMs})`], { detached: true, stdio: 'ignore' })

describe('npm start supervision', () => {
  it('starts a service again after it exits, with a log line, until stopped', async () => {
    const starts: number[] = []
    const lines: string[] = []
    const log = console.error
    console.error = (line: string) => lines.push(line)
    try {
      const service = supervise('Test service', async () => {
        starts.push(Date.now())
        return shortLived(100)
      })
      await service.ready
      await expect.poll(() => starts.length, { timeout: 8000 }).toBeGreaterThanOrEqual(3)
      await service.stop()
      const stoppedAt = starts.length
      await new Promise((r) => setTimeout(r, 2500))
      expect(starts.length).toBe(stoppedAt)
      // Backoff: the second restart waits longer than the first.
      expect(starts[2]! - starts[1]!).toBeGreaterThan(starts[1]! - starts[0]!)
      expect(lines.some((l) => /Test service exited \(code 3\); restarting in \d+ s/.test(l))).toBe(true)
    } finally {
      console.error = log
    }
  }, 20_000)

  // Before: `ready` resolved after a failed first start, and `npm start` went on to start the web site
  // with the CMS down.
  it('is ready only once a start has succeeded', async () => {
    let attempts = 0
    let readyAfter = 0
    const log = console.error
    console.error = () => {}
    try {
      const service = supervise('Late service', async () => {
        attempts++
        if (attempts < 3) throw new Error('not yet')
        return shortLived(60_000)
      })
      await service.ready.then(() => (readyAfter = attempts))
      expect(readyAfter).toBe(3)
      await service.stop()
    } finally {
      console.error = log
    }
  }, 15_000)

  it('keeps trying when the service cannot start at all', async () => {
    let attempts = 0
    const log = console.error
    console.error = () => {}
    try {
      const service = supervise('Failing service', async () => {
        attempts++
        throw new Error('port in use')
      })
      await expect.poll(() => attempts, { timeout: 5000 }).toBeGreaterThanOrEqual(2)
      await service.stop()
    } finally {
      console.error = log
    }
  }, 10_000)
})
