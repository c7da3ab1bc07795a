// Keeps long-running services up for `npm start`: a service that exits is started again with
// exponential backoff and a clear log line; the others keep serving meanwhile.
import { stopService } from './proc.mjs'

const FIRST_DELAY_MS = 1000
const MAX_DELAY_MS = 30_000
/** A service that ran this long before exiting counts as healthy: its next restart is quick again. */
const STABLE_AFTER_MS = 60_000

/**
 * Starts `start()` (which resolves to a child process once the service is ready) and restarts it
 * whenever it exits, until `stop()` is called. `ready` resolves once a start has succeeded — not after
 * a failed first attempt, so what depends on the service (the web site on the CMS) waits for it.
 */
export function supervise(name, start) {
  let child = null
  let stopping = false
  let delay = FIRST_DELAY_MS
  let started
  const ready = new Promise((resolve) => (started = resolve))

  async function run() {
    const startedAt = Date.now()
    try {
      child = await start()
      started()
    } catch (error) {
      child = null
      return retry(`could not start: ${error.message}`, startedAt)
    }
    child.once('exit', (code, signal) => {
      child = null
      if (!stopping) retry(`exited (${signal ?? `code ${code}`})`, startedAt)
    })
  }

  function retry(why, startedAt) {
    if (stopping) return
    if (Date.now() - startedAt > STABLE_AFTER_MS) delay = FIRST_DELAY_MS
    console.error(`\n! ${name} ${why}; restarting in ${Math.round(delay / 1000)} s\n`)
    setTimeout(() => void run(), delay)
    delay = Math.min(delay * 2, MAX_DELAY_MS)
  }

  void run()
  return {
    ready,
    stop: async () => {
      stopping = true
      await stopService(child)
    },
  }
}
