import { describe, expect, it } from 'vitest'
import { oneAtATime } from '../../src/auth/oneAtATime'

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms))

describe('one login or logout at a time per account', () => {
  it('runs tasks of one account in order, never overlapping; other accounts run alongside', async () => {
    const events: string[] = []
    const task = (name: string, ms: number) => async () => {
      events.push(`${name} start`)
      await pause(ms)
      events.push(`${name} end`)
      return name
    }
    const results = await Promise.all([
      oneAtATime('Editor@Example.com', task('a1', 30)),
      oneAtATime('editor@example.com', task('a2', 5)),
      oneAtATime('other@example.com', task('b1', 5)),
    ])
    expect(results).toEqual(['a1', 'a2', 'b1'])
    expect(events.indexOf('a2 start')).toBeGreaterThan(events.indexOf('a1 end'))
    expect(events.indexOf('b1 start')).toBeLessThan(events.indexOf('a1 end'))
  })
  it('goes on after a failed task', async () => {
    await expect(oneAtATime('x@example.com', async () => Promise.reject(new Error('refused')))).rejects.toThrow(
      'refused',
    )
    await expect(oneAtATime('x@example.com', async () => 'next')).resolves.toBe('next')
  })
})
