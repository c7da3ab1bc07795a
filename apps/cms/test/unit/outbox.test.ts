import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

// Development without SMTP: emails go to $CMS_DATA_DIR/outbox (env is read when transport loads).
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jtt-outbox-'))
process.env.CMS_DATA_DIR = dataDir
process.env.APP_ENV = 'development'
process.env.SMTP_URL = ''
process.env.PAYLOAD_SECRET ??= 'unit-test-secret-at-least-32-characters-long'

let sendEmail: typeof import('../../src/email/transport').sendEmail
beforeAll(async () => {
  // Every email in the same millisecond, whatever the machine's speed: only Date is frozen.
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-05-04T03:02:01.000Z'))
  ;({ sendEmail } = await import('../../src/email/transport'))
})
afterAll(() => {
  vi.useRealTimers()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

describe('the development outbox', () => {
  it('keeps one file per email sent in the same millisecond, sorted in the order they were sent', async () => {
    const count = 24
    const subjects = Array.from({ length: count }, (_, i) => `Konfirmasi langganan #${i}`)
    // The same subject (after the file-name folding) for all: `#` and the number are kept apart below.
    await Promise.all(
      subjects.map((subject, i) =>
        sendEmail({ to: 'a@example.com', subject: 'Konfirmasi langganan', html: `<p>${i}</p>`, text: subject }),
      ),
    )
    const outbox = path.join(dataDir, 'outbox')
    const files = fs.readdirSync(outbox).filter((f) => f.endsWith('.eml'))
    expect(files).toHaveLength(count)
    const order = files.sort().map((f) => Number(/#(\d+)/.exec(fs.readFileSync(path.join(outbox, f), 'utf8'))?.[1]))
    expect(order).toEqual(subjects.map((_, i) => i))
    expect(
      files.every((f) => f.startsWith('2026-05-04T03-02-01-000Z-') && f.endsWith('-Konfirmasi-langganan.eml')),
    ).toBe(true)
  })

  it('shows a watcher of the folder only complete emails, never one still being written', async () => {
    const outbox = path.join(dataDir, 'outbox')
    fs.mkdirSync(outbox, { recursive: true })
    const before = new Set(fs.readdirSync(outbox))
    // Large enough to be written in several chunks: a file created first and filled after would be
    // seen by the watcher while short.
    const text = 'Isi panjang. '.repeat(200_000)
    const seen = new Map<string, number>()
    const watcher = fs.watch(outbox, (_event, name) => {
      if (!name?.endsWith('.eml') || before.has(name) || seen.has(name)) return
      const size = fs.statSync(path.join(outbox, name), { throwIfNoEntry: false })?.size
      if (size !== undefined) seen.set(name, size)
    })
    try {
      await sendEmail({ to: 'a@example.com', subject: 'Laporan besar', html: '<p>besar</p>', text })
      await expect.poll(() => seen.size).toBe(1)
    } finally {
      watcher.close()
    }
    for (const [name, firstSize] of seen) expect(firstSize).toBe(fs.statSync(path.join(outbox, name)).size)
    expect(fs.readdirSync(outbox).filter((f) => f.endsWith('.part'))).toEqual([])
  })
})
