// Tests read from servers they then stop. A stop waits for its idle connections to be closed by their
// client (packages/server/src/drain.ts: a proxy may be writing on one), and Node's fetch keeps one idle
// for 3 s (the server's 5 s keep-alive hint, less undici's 2 s margin): each stop of a server a test had
// just read from took 3 s, most of a second per test file across the integration suite. The test
// processes close idle connections after 200 ms instead; back-to-back requests still share one.
import { Agent, setGlobalDispatcher } from 'undici'

const SET = Symbol.for('jtt.test.closeIdleConnectionsSoon')

/** Makes this process's fetch close a connection idle for 200 ms (once per process). */
export function closeIdleConnectionsSoon() {
  const holder = /** @type {Record<symbol, boolean>} */ (/** @type {unknown} */ (globalThis))
  if (holder[SET]) return
  holder[SET] = true
  setGlobalDispatcher(new Agent({ keepAliveTimeout: 200, keepAliveMaxTimeout: 200 }))
}
