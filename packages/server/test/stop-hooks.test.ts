import { describe, expect, it } from 'vitest'
import { onStop, runStopHooks } from '../src/stop-hooks'

describe('stop hooks', () => {
  it('runs every hook with the deadline at once; a failing one does not keep the others from ending', async () => {
    const ended: string[] = []
    const deadlines: number[] = []
    const removals = [
      onStop(async (deadlineMs) => {
        deadlines.push(deadlineMs)
        await new Promise((resolve) => setTimeout(resolve, 20))
        ended.push('slow')
      }),
      onStop(async () => {
        throw new Error('queue gone')
      }),
      onStop(async (deadlineMs) => {
        deadlines.push(deadlineMs)
        ended.push('fast')
      }),
    ]
    await runStopHooks(5000)
    expect(ended).toEqual(['fast', 'slow'])
    expect(deadlines).toEqual([5000, 5000])
    for (const remove of removals) remove()
    await runStopHooks(5000)
    expect(ended).toHaveLength(2)
  })
})
