import fs from 'node:fs'
import { inject } from 'vitest'

/** A stack trace as the CMS's log prints one (pretty or JSON). */
export const STACK_IN_LOG = /\n\s+at .+:\d+:\d+|"stack"/

/**
 * The warnings and errors in a piece of the CMS's log (pretty: `[time] WARN …`; JSON: level 40 and
 * up), without colours. Not the info lines: the job queue and publish-to-live write those in the
 * background, whatever a test sends.
 */
export const logProblems = (text: string) =>
  text
    .replace(/\u001b\[\d+m/g, '')
    .split('\n')
    .filter((line) => /^\[[\d:.]+\] (WARN|ERROR|FATAL)\b/.test(line) || /^\{.*"level":[4-6]\d\b/.test(line))

/**
 * What the CMS wrote to its log while `run` ran. The log is written by another process: the wait
 * lets its stream flush what the requests caused (a late line could only hide a finding, never
 * invent one).
 */
export async function logDuring(run: () => Promise<void>): Promise<string> {
  const file = inject('cmsLog')
  const before = fs.statSync(file).size
  await run()
  await new Promise((resolve) => setTimeout(resolve, 300))
  return fs.readFileSync(file).subarray(before).toString('utf8')
}
