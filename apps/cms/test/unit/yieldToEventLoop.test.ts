import { describe, expect, it } from 'vitest'
import { yieldToEventLoop } from '../../src/lib/yieldToEventLoop'

describe('yieldToEventLoop', () => {
  it('lets what waits on the event loop run, which awaiting settled promises never does', async () => {
    let ran = false
    setImmediate(() => (ran = true))
    // A walk of awaited queries answered on this thread is a chain of settled promises like these.
    for (let i = 0; i < 1000; i++) await Promise.resolve()
    expect(ran).toBe(false)
    await yieldToEventLoop()
    expect(ran).toBe(true)
  })
})
