import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import { PDFDocument } from 'pdf-lib'
import S3rver from 's3rver'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { stopService } from '../../../../scripts/lib/proc.mjs'
import { downloadUploads, replaceUploads, uploadsBucket } from '../../../../scripts/lib/uploads-bucket.mjs'
import { startCms } from '../../../../scripts/lib/services.mjs'
import { testPorts } from '../../../../scripts/lib/test-ports.mjs'
import { loginToken, tempDirIf } from './helpers'

/**
 * Uploads in an S3-compatible bucket (S3_BUCKET), as several CMS instances share them: a second CMS on
 * this suite's PostgreSQL database keeps its media and documents in a local S3 stand-in (s3rver) with a
 * key prefix, none in its data folder, and serves them from there.
 */
const onPostgres = inject('testDb') === 'postgres'
const BUCKET = 'jtt-uploads'
const PREFIX = 'site/'

describe.skipIf(!onPostgres)('media and documents in an S3-compatible bucket', () => {
  const cmsUrl = `http://127.0.0.1:${testPorts.objectStorage.cms}`
  const s3Endpoint = `http://127.0.0.1:${testPorts.objectStorage.s3}`
  const dataDir = tempDirIf(onPostgres, 'jtt-cms-s3-')
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: testPorts.objectStorage.s3,
    directory: path.join(dataDir, 'bucket'),
    configureBuckets: [{ name: BUCKET, configs: [] }],
    silent: true,
  })
  const bucket = new S3Client({
    region: 'us-east-1',
    endpoint: s3Endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  })
  let cms: ChildProcess | undefined
  const env: Record<string, string> = {}
  let token = ''

  const keys = async () =>
    ((await bucket.send(new ListObjectsV2Command({ Bucket: BUCKET }))).Contents ?? []).map((o) => o.Key).sort()
  const send = (method: string, url: string, body?: FormData) =>
    fetch(`${cmsUrl}${url}`, { method, headers: { authorization: `Bearer ${token}` }, body })
  const form = (bytes: Uint8Array, name: string, type: string, data: Record<string, unknown>) => {
    const body = new FormData()
    body.append('file', new Blob([Buffer.from(bytes)], { type }), name)
    body.append('_payload', JSON.stringify(data))
    return body
  }
  const png = (width: number, colour: string) =>
    sharp({ create: { width, height: Math.round(width / 2), channels: 3, background: colour } })
      .png()
      .toBuffer()

  beforeAll(async () => {
    await s3.run()
    Object.assign(env, {
      ...inject('cmsEnv'),
      CMS_PORT: String(testPorts.objectStorage.cms),
      CMS_PUBLIC_URL: cmsUrl,
      CMS_DATA_DIR: dataDir,
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: s3Endpoint,
      S3_PREFIX: PREFIX,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    })
    cms = await startCms(env, { quiet: true, host: '127.0.0.1' })
    token = await loginToken()
  }, 180_000)

  afterAll(async () => {
    if (cms) await stopService(cms)
    await s3.close()
    bucket.destroy()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('stores an image and its sizes in the bucket, not on disk, and serves them from there', async () => {
    const original = await png(1000, '#0a3d91')
    const res = await send('POST', '/api/media', form(original, 'gerbang-tol.png', 'image/png', { alt: 'Gerbang tol' }))
    expect(res.status).toBe(201)
    const doc = ((await res.json()) as { doc: Media }).doc
    const thumb = doc.sizes.thumb!.filename!
    expect(await keys()).toEqual(expect.arrayContaining([`${PREFIX}media/${doc.filename}`, `${PREFIX}media/${thumb}`]))
    expect(fs.existsSync(path.join(dataDir, 'media', doc.filename))).toBe(false)

    const served = await fetch(`${cmsUrl}/api/media/file/${doc.filename}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await served.arrayBuffer()).equals(original)).toBe(true)
    const small = await fetch(`${cmsUrl}/api/media/file/${thumb}`)
    expect(small.headers.get('content-type')).toBe('image/webp')
    expect((await sharp(Buffer.from(await small.arrayBuffer())).metadata()).width).toBe(320)

    const etag = served.headers.get('etag')!
    expect(
      (await fetch(`${cmsUrl}/api/media/file/${doc.filename}`, { headers: { 'if-none-match': etag } })).status,
    ).toBe(304)
    const part = await fetch(`${cmsUrl}/api/media/file/${doc.filename}`, { headers: { range: 'bytes=0-99' } })
    expect(part.status).toBe(206)
    expect(Buffer.from(await part.arrayBuffer()).equals(original.subarray(0, 100))).toBe(true)
    expect((await fetch(`${cmsUrl}/api/media/file/tidak-ada.png`)).status).toBe(404)
    await send('DELETE', `/api/media/${doc.id}`)
  })

  it('removes the replaced files when a new one is uploaded, and every file when the document goes', async () => {
    const created = await send(
      'POST',
      '/api/media',
      form(await png(800, '#f2a900'), 'rest-area.png', 'image/png', { alt: 'Rest area' }),
    )
    const first = ((await created.json()) as { doc: Media }).doc
    const replaced = await send(
      'PATCH',
      `/api/media/${first.id}`,
      form(await png(900, '#1b7f3b'), 'rest-area-baru.png', 'image/png', {}),
    )
    expect(replaced.status).toBe(200)
    const second = ((await replaced.json()) as { doc: Media }).doc
    const stored = await keys()
    expect(stored).toContain(`${PREFIX}media/${second.filename}`)
    expect(stored).not.toContain(`${PREFIX}media/${first.filename}`)
    expect(stored).not.toContain(`${PREFIX}media/${first.sizes.thumb!.filename}`)

    expect((await send('DELETE', `/api/media/${second.id}`)).status).toBe(200)
    expect((await keys()).filter((key) => key!.includes('rest-area'))).toEqual([])
  })

  it('copies the bucket into a backup folder and puts it back from there (npm run backup/restore)', async () => {
    const original = await png(600, '#7a1f5c')
    const created = await send('POST', '/api/media', form(original, 'cadangan.png', 'image/png', { alt: 'Cadangan' }))
    const doc = ((await created.json()) as { doc: Media }).doc
    const store = uploadsBucket(env)!
    const saved = path.join(dataDir, 'backup', 'media')
    try {
      await downloadUploads(store, 'media', saved)
      expect(fs.readFileSync(path.join(saved, doc.filename)).equals(original)).toBe(true)
      expect(fs.existsSync(path.join(saved, doc.sizes.thumb!.filename!))).toBe(true)

      // The bucket loses its media; the backup puts back what it held.
      await replaceUploads(store, 'media', path.join(dataDir, 'nothing-here'))
      expect((await fetch(`${cmsUrl}/api/media/file/${doc.filename}`)).status).toBe(404)
      await replaceUploads(store, 'media', saved)
      const served = await fetch(`${cmsUrl}/api/media/file/${doc.filename}`)
      expect(served.headers.get('content-type')).toBe('image/png')
      expect(Buffer.from(await served.arrayBuffer()).equals(original)).toBe(true)
      const small = await fetch(`${cmsUrl}/api/media/file/${doc.sizes.thumb!.filename}`)
      expect(small.headers.get('content-type')).toBe('image/webp')
    } finally {
      await send('DELETE', `/api/media/${doc.id}`)
    }
  })

  it('serves a published PDF under its title and keeps a draft from visitors', async () => {
    const pdf = await PDFDocument.create()
    pdf.addPage().drawText('Laporan Tahunan')
    const bytes = await pdf.save()
    const data = {
      title: 'Laporan Uji S3',
      type: 'attachment',
      year: 2026,
      publishedAt: '2026-01-01T00:00:00.000Z',
      _status: 'published',
    }
    const published = await send(
      'POST',
      '/api/documents?locale=id',
      form(bytes, 'laporan-s3.pdf', 'application/pdf', data),
    )
    expect(published.status).toBe(201)
    const doc = ((await published.json()) as { doc: { id: number; filename: string } }).doc
    const draftRes = await send(
      'POST',
      '/api/documents?locale=id&draft=true',
      form(bytes, 'draf-s3.pdf', 'application/pdf', { ...data, _status: 'draft' }),
    )
    const draft = ((await draftRes.json()) as { doc: { id: number; filename: string } }).doc
    try {
      expect(await keys()).toEqual(
        expect.arrayContaining([`${PREFIX}documents/${doc.filename}`, `${PREFIX}documents/${draft.filename}`]),
      )
      const served = await fetch(`${cmsUrl}/api/documents/file/${doc.filename}`)
      expect(served.status).toBe(200)
      expect(served.headers.get('content-type')).toBe('application/pdf')
      expect(served.headers.get('content-disposition')).toContain('Laporan Uji S3.pdf')
      expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true)
      expect((await fetch(`${cmsUrl}/api/documents/file/${draft.filename}`)).status).toBe(404)
    } finally {
      await send('DELETE', `/api/documents/${doc.id}`)
      await send('DELETE', `/api/documents/${draft.id}`)
    }
    expect((await keys()).filter((key) => key!.startsWith(`${PREFIX}documents/`))).toEqual([])
  })
})

type Media = { id: number; filename: string; sizes: Record<string, { filename?: string | null } | undefined> }
