import { describe, expect, it } from 'vitest'
import { ownShare } from '../lib/bench-first-load.mjs'

describe("the site's own share of first-load JavaScript", () => {
  it('is what a page loads beyond the floor, against 12 KB, or 18 KB on a form page', () => {
    expect(ownShare({ externalKb: 143.4 }, 131.5, { form: false })).toEqual({ ownKb: 11.9, targetKb: 12, ok: true })
    expect(ownShare({ externalKb: 146.5 }, 131.5, { form: false })).toMatchObject({ ownKb: 15, ok: false })
    expect(ownShare({ externalKb: 146.5 }, 131.5, { form: true })).toMatchObject({ targetKb: 18, ok: true })
  })
})
