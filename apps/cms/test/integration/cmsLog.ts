import crypto from 'node:crypto'
import fs from 'node:fs'
import { inject } from 'vitest'
import { isLogProblem } from '../../../../scripts/lib/test-failures.mjs'

/** A stack trace as the CMS's log prints one (pretty or JSON). */
export const STACK_IN_LOG = /\n\s+at .+:\d+:\d+|"stack"/

/**
 * Work the CMS does on its own, whatever a test sends: retries of publish-to-live, search indexing,
 * alert emails and other queued jobs (an earlier test file may have left some failing on purpose).
 */
const BACKGROUND = /\b(publish-to-live|search|alerts|email): |Error running (job|task) /

/**
 * The entries of a piece of the CMS's log (pretty: from a line that starts with its time to the
 * next; JSON: one line each), without colours, less the background work's: what requests caused.
 */
export function requestEntries(text: string): string[] {
  const entries: string[] = []
  for (const line of text.replace(/\u001b\[\d+m/g, '').split('\n')) {
    if (entries.length === 0 || /^(\[[\d:.]+\]|\{")/.test(line)) entries.push(line)
    else entries[entries.length - 1] += `\n${line}`
  }
  return entries.filter((entry) => !BACKGROUND.test(entry.split('\n', 1)[0] ?? ''))
}

/** A warning or an error (pretty: `[time] WARN …`; JSON: level 40 and up, or its name). */
export const isProblem = (entry: string): boolean => isLogProblem(entry)

/**
 * What the CMS wrote to its log while `run` ran. The log is written by another process, in batches
 * (packages/server/src/log.ts): a marker request sent after `run`, with an id of its own, is logged
 * after everything `run` caused, so once its line is in the file, so are theirs. The marker's line
 * is left out.
 */
export async function logDuring(run: () => Promise<void>): Promise<string> {
  const file = inject('cmsLog')
  const before = fs.statSync(file).size
  await run()
  const marker = crypto.randomBytes(16).toString('hex')
  await fetch(`${inject('apiUrl')}/menu`, { headers: { 'x-request-id': marker } }).then((res) => res.arrayBuffer())
  const deadline = Date.now() + 10_000
  for (;;) {
    const text = fs.readFileSync(file).subarray(before).toString('utf8')
    const at = text.indexOf(marker)
    if (at >= 0) return text.slice(0, text.lastIndexOf('\n', at) + 1)
    if (Date.now() > deadline) throw new Error('The CMS did not log the marker request within 10 s')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
