import { describe, expect, it } from 'vitest'
import { markTablesStale, ttlTable } from '../../src/lib/ttl-table'

/** A load the test ends by hand: what it answers is what the content service held when it began. */
function controlledSource() {
  let content = 'before'
  const loads: { began: string; end: () => void }[] = []
  const load = () =>
    new Promise<string>((resolve) => {
      const began = content
      loads.push({ began, end: () => resolve(began) })
    })
  return {
    load,
    loads,
    change: (next: string) => {
      content = next
    },
  }
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 2))

describe('a table the proxy keeps', () => {
  it('is loaded once and kept within its lifetime', async () => {
    const source = controlledSource()
    const table = ttlTable('redirects', source.load, 60_000)
    const first = table.get()
    const second = table.get()
    expect(source.loads).toHaveLength(1)
    source.loads[0]!.end()
    expect(await first).toBe('before')
    expect(await second).toBe('before')
    expect(await table.get()).toBe('before')
    expect(source.loads).toHaveLength(1)
  })

  it('a notification makes the next read load it afresh', async () => {
    const source = controlledSource()
    const table = ttlTable('redirects', source.load, 60_000)
    const first = table.get()
    source.loads[0]!.end()
    await first
    await tick()
    source.change('after')
    markTablesStale(['redirects'])
    const next = table.get()
    expect(source.loads).toHaveLength(2)
    source.loads[1]!.end()
    expect(await next).toBe('after')
  })

  it('a read after a notification never gets a load that began before it', async () => {
    const source = controlledSource()
    const table = ttlTable('routes', source.load, 60_000)
    const first = table.get()
    source.loads[0]!.end()
    await first
    await tick()
    // A reload begins (its lifetime ended, or another notification), then the content changes
    // and the notification arrives while that reload is still reading.
    markTablesStale(['routes'])
    const early = table.get()
    await tick()
    source.change('after')
    markTablesStale(['routes'])
    const late = table.get()
    source.loads[1]!.end()
    expect(await early).toBe('before')
    await tick()
    expect(source.loads).toHaveLength(3)
    source.loads[2]!.end()
    expect(await late).toBe('after')
  })
})
