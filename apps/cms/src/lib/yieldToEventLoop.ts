/**
 * Lets the server answer the requests waiting meanwhile. SQLite's client answers on this thread, so a
 * long walk of awaited queries is one chain of settled promises that never lets the event loop reach
 * its sockets: the content health walk of 10,000 pages held every request for 36 s. Called between
 * the batches of such a walk.
 */
export const yieldToEventLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve))
