/**
 * Work the app must finish before its process exits on SIGTERM, beside the front's drain of answers in
 * flight: the CMS's job queue (a job cut short stays marked as running). One list per process, on
 * `globalThis`: the app registers from Next's bundles, the front that runs the list is another bundle.
 */
type StopHook = (deadlineMs: number) => Promise<void>

const KEY = Symbol.for('jtt.stopHooks')
const holder = globalThis as typeof globalThis & { [KEY]?: Set<StopHook> }
const hooks = () => (holder[KEY] ??= new Set())

/** Runs `hook` when the process is asked to stop; it gets the time it may take. Answers the removal. */
export function onStop(hook: StopHook): () => void {
  hooks().add(hook)
  return () => hooks().delete(hook)
}

/** Runs every hook at once and resolves when all have ended (a failing one does not stop the others). */
export async function runStopHooks(deadlineMs: number): Promise<void> {
  await Promise.allSettled([...hooks()].map((hook) => hook(deadlineMs)))
}
