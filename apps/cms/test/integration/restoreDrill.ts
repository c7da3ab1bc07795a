import crypto from 'node:crypto'
import { execFileSync } from 'node:child_process'
import path from 'node:path'
import type { ContentClient } from '@jtt/content-api'
import { expect } from 'vitest'
import { adminRest, client, fromClient, richText } from './helpers'
import { captchaAnswer, linkIn, tokenOf, waitForMail } from './mail'

/**
 * What the restore drill (backup-restore.test.ts) puts on the running site before its backup, and
 * finds again on the restored one. The subscriber's address is personal data: never logged or printed.
 */
export type DrillData = {
  /** A made-up word, only in the title of one published page: search must find that page. */
  word: string
  page: { slug: string; title: string }
  document: { id: string | number; sha256: string }
  editor: { email: string; password: string }
  subscriberEmail: string
}

const letters = (count: number) =>
  Array.from(crypto.randomBytes(count), (b) => String.fromCharCode(97 + (b % 26))).join('')
const sha256 = (bytes: ArrayBuffer) => crypto.createHash('sha256').update(Buffer.from(bytes)).digest('hex')

/** Downloads a file and answers its checksum, failing unless it is served. */
export async function downloaded(url: string): Promise<string> {
  const res = await fetch(url)
  expect(res.status).toBe(200)
  return sha256(await res.arrayBuffer())
}

/** The first published document with a file, as the Content API lists it. */
async function firstDocument(api: ContentClient) {
  const listed = await api.documents({ perPage: 1 })
  if (!listed.ok) throw new Error(listed.error.message)
  const [document] = listed.data.data
  if (!document) throw new Error('the site lists no document')
  return document
}

async function publishPage(token: string, word: string) {
  const page = { slug: `uji-pemulihan-${word}`, title: `Uji pemulihan ${word}` }
  const created = await adminRest('POST', '/pages?locale=id', token, {
    ...page,
    layout: [{ blockType: 'richText', content: richText('Halaman ini dibuat sebelum cadangan diambil.') }],
    _status: 'published',
  })
  expect(created.status).toBe(201)
  return page
}

async function createEditor(token: string, word: string) {
  const editor = { email: `editor-${word}@example.test`, password: `Pulih#${crypto.randomBytes(8).toString('hex')}A1` }
  const created = await adminRest('POST', '/users', token, {
    ...editor,
    name: 'Editor Uji Pemulihan',
    roles: ['editor'],
  })
  expect(created.status).toBe(201)
  return editor
}

/** A confirmed email-alert subscriber, made through the Content API and the link in its email. */
async function confirmedSubscriber(word: string) {
  const email = `pelanggan-${word}@example.test`
  const call = { init: { headers: fromClient('198.51.100.73') } }
  const subscribed = await client().subscribeToAlerts(
    { email, locale: 'id', topics: ['financial-reports'], captchaToken: captchaAnswer() },
    call,
  )
  expect(subscribed.ok).toBe(true)
  const mail = await waitForMail(email, (m) => m.text.includes('?token='))
  const token = tokenOf(linkIn(mail, 'https://www.example.test/id/'))
  expect((await client().confirmAlertSubscription({ token }, call)).ok).toBe(true)
  return email
}

/** Writes the drill's content on the suite's CMS (an admin's `token`). */
export async function putDrillData(token: string): Promise<DrillData> {
  const word = `pulihkan${letters(8)}`
  const document = await firstDocument(client())
  return {
    word,
    page: await publishPage(token, word),
    document: { id: document.id, sha256: await downloaded(document.file.url) },
    editor: await createEditor(token, word),
    subscriberEmail: await confirmedSubscriber(word),
  }
}

/** Rows in the search index of the database `env` names (the sqlite3 shell or psql, as backups use). */
export function searchIndexRows(env: Record<string, string>): number {
  const query = 'SELECT count(*) FROM search_documents'
  const out = env.DATABASE_URL
    ? execFileSync('psql', ['--no-psqlrc', '-tAc', query, env.DATABASE_URL])
    : execFileSync('sqlite3', [path.join(env.CMS_DATA_DIR!, 'cms.db'), query])
  return Number(out.toString().trim())
}
