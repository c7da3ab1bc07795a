/**
 * Payload keeps an account's sessions in one list that a login appends to and a logout filters,
 * each by reading and writing the whole list: two at the same moment lose one write, and a session
 * (a valid token) vanishes. So, per account and per CMS process, they run one after the other.
 */
const queues = new Map<string, Promise<unknown>>()

export function oneAtATime<T>(account: string, task: () => Promise<T>): Promise<T> {
  const key = account.trim().toLowerCase()
  const previous = queues.get(key) ?? Promise.resolve()
  const run = previous.then(task, task)
  const settled = run.then(
    () => undefined,
    () => undefined,
  )
  queues.set(key, settled)
  void settled.then(() => {
    if (queues.get(key) === settled) queues.delete(key)
  })
  return run
}
