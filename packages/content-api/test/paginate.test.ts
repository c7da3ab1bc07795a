import { describe, expect, it } from 'vitest'
import { collectAllPages, fail, ok, paginationMeta } from '../src'

const meta = (page: number, total_pages: number) => ({ page, per_page: 2, total: total_pages * 2, total_pages })

describe('collectAllPages', () => {
  it('asks every page in order and concatenates the items', async () => {
    const asked: number[] = []
    const result = await collectAllPages(async (page) => {
      asked.push(page)
      return ok({ data: [`${page}a`, `${page}b`], meta: meta(page, 3) })
    })
    expect(asked).toEqual([1, 2, 3])
    expect(result).toEqual({ ok: true, data: ['1a', '1b', '2a', '2b', '3a', '3b'] })
  })

  it('stops at an empty list (one empty page)', async () => {
    const result = await collectAllPages(async (page) => ok({ data: [] as string[], meta: meta(page, 1) }))
    expect(result).toEqual({ ok: true, data: [] })
  })

  it('returns the first failure instead of a partial list', async () => {
    const error = { kind: 'timeout' as const, status: 0, code: 'timeout', message: 'slow' }
    const result = await collectAllPages(async (page) =>
      page === 2 ? fail(error) : ok({ data: ['x'], meta: meta(page, 3) }),
    )
    expect(result).toEqual({ ok: false, error })
  })
})

describe('paginationMeta', () => {
  it('echoes the page asked for, also past the last one', () => {
    expect(paginationMeta(999, 20, 8)).toEqual({ page: 999, per_page: 20, total: 8, total_pages: 1 })
    expect(paginationMeta(2, 3, 8)).toEqual({ page: 2, per_page: 3, total: 8, total_pages: 3 })
  })
  it('has one (empty) page for an empty list', () => {
    expect(paginationMeta(1, 20, 0)).toEqual({ page: 1, per_page: 20, total: 0, total_pages: 1 })
  })
})
