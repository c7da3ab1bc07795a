import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { clientMessages } from '../../src/i18n/client-messages'
import en from '../../messages/en.json'
import id from '../../messages/id.json'

const srcDir = path.resolve(__dirname, '../../src')

function* sources(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* sources(full)
    else if (/\.tsx?$/.test(entry.name)) yield full
  }
}

/** The namespaces client components (files marked 'use client') read with useTranslations. */
const clientNamespaces = [...sources(srcDir)]
  .map((file) => fs.readFileSync(file, 'utf8'))
  .filter((code) => /^['"]use client['"]/m.test(code))
  .flatMap((code) => [...code.matchAll(/useTranslations\(\s*['"]([\w.]+)['"]\s*\)/g)].map((m) => m[1]!))

const lookup = (messages: object, dotted: string) =>
  dotted.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], messages)

describe('messages sent to the browser', () => {
  it('finds the client components’ namespaces', () => {
    expect(clientNamespaces.length).toBeGreaterThan(0)
  })

  for (const [locale, messages] of [
    ['id', id],
    ['en', en],
  ] as const) {
    it(`carry every namespace a client component reads, and nothing else (${locale})`, () => {
      const sent = clientMessages(messages)
      for (const ns of clientNamespaces) expect(lookup(sent, ns), ns).toEqual(lookup(messages, ns))
      // A small part of the catalogue: the rest is rendered on the server.
      expect(JSON.stringify(sent).length).toBeLessThan(JSON.stringify(messages).length / 5)
    })
  }
})
