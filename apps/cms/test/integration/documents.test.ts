import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import type { Document } from '@jtt/content-api'
import { adminRest, client, cmsUrl, expectErrorBody, getRaw, loginToken } from './helpers'

const must = <T>(result: { ok: true; data: T } | { ok: false; error: { message: string } }): T => {
  if (!result.ok) throw new Error(result.error.message)
  return result.data
}

/** Uploads a file to the documents collection the way the admin does (multipart, data in `_payload`). */
async function upload(token: string, bytes: Uint8Array, name: string, data: Record<string, unknown>, draft = false) {
  const form = new FormData()
  form.append('file', new Blob([Buffer.from(bytes)], { type: 'application/pdf' }), name)
  form.append('_payload', JSON.stringify(data))
  const res = await fetch(`${cmsUrl()}/api/documents?locale=id${draft ? '&draft=true' : ''}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  })
  return { status: res.status, json: (await res.json().catch(() => ({}))) as Record<string, unknown> }
}

const sample = { title: 'Dokumen Uji', type: 'attachment', year: 2026, publishedAt: '2026-01-01T00:00:00.000Z' }

async function realPdf(title: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  pdf.setTitle(title)
  pdf.addPage().drawText(title)
  return pdf.save()
}

async function annualReports(locale: 'id' | 'en' = 'id'): Promise<Document[]> {
  return must(await client(locale).documents({ type: 'annual-report', locale, perPage: 100 })).data
}

describe('GET /documents', () => {
  it('lists the six annual reports newest year first, each with cover, PDF URL and size', async () => {
    const reports = await annualReports()
    expect(reports.map((d) => d.year)).toEqual([2025, 2024, 2023, 2022, 2021, 2020])
    for (const d of reports) {
      expect(d.type).toBe('annual-report')
      expect(d.cover?.conversions.thumb?.url).toMatch(/^http/)
      expect(d.file).toMatchObject({
        mimeType: 'application/pdf',
        url: expect.stringContaining('/api/documents/file/'),
      })
      expect(d.file.size).toBeGreaterThan(1000)
    }
  })

  it('filters by type and year, in each language', async () => {
    const id = must(await client().documents({ type: 'annual-report', year: 2024 }))
    const en = must(await client('en').documents({ type: 'annual-report', year: 2024, locale: 'en' }))
    expect(id.data.map((d) => d.title)).toEqual(['Laporan Tahunan 2024'])
    expect(en.data.map((d) => d.title)).toEqual(['Annual Report 2024'])
    expect(id.meta.total).toBe(1)
    for (const type of ['board-of-commissioners-report', 'directors-report', 'articles-of-association'] as const) {
      const docs = must(await client().documents({ type })).data
      expect(docs.length, type).toBeGreaterThan(0)
      expect(docs.every((d) => d.type === type)).toBe(true)
    }
  })

  it('answers the years of a type, newest first', async () => {
    const years = must(await client().documentYears({ type: 'annual-report' })).data
    expect(years).toEqual([2025, 2024, 2023, 2022, 2021, 2020].map((year) => ({ year, count: 1 })))
  })

  const badInput: [string, string][] = [
    ['an unknown type', '/documents?filter[type]=brochure'],
    ['a malformed year', '/documents?filter[year]=24'],
    ['a filter the list does not have', '/documents?filter[slug]=x'],
    ['an unknown type on the years', '/documents/years?filter[type]=brochure'],
  ]
  for (const [name, path] of badInput) {
    it(`refuses ${name} with a 400 invalid_filter`, async () => {
      const res = await getRaw(path)
      expect(res.status).toBe(400)
      expect(expectErrorBody(res.json).code).toBe('invalid_filter')
    })
  }
})

describe('downloading a document', () => {
  it('serves the PDF with type, length, a readable file name per language and caching headers', async () => {
    const [id, en] = await Promise.all([annualReports('id'), annualReports('en')])
    const res = await fetch(id[0]!.file.url)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect(res.headers.get('content-length')).toBe(String(bytes.length))
    expect(bytes.length).toBe(id[0]!.file.size)
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="Laporan Tahunan 2025.pdf"; filename*=UTF-8''Laporan%20Tahunan%202025.pdf`,
    )
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+/)
    expect(res.headers.get('etag')).toMatch(/^".+"$/)
    expect(res.headers.get('last-modified')).toBeTruthy()
    const pdf = await PDFDocument.load(bytes)
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(3)
    expect(pdf.getTitle()).toContain('Laporan Tahunan 2025')

    const english = await fetch(en[0]!.file.url, { method: 'HEAD' })
    expect(english.status).toBe(200)
    expect(english.headers.get('content-disposition')).toContain(`filename="Annual Report 2025.pdf"`)
    expect(english.headers.get('content-length')).toBe(String(bytes.length))
  })

  it('answers 304 for an unchanged copy and 206 for a byte range', async () => {
    const url = (await annualReports())[1]!.file.url
    const first = await fetch(url)
    const etag = first.headers.get('etag')!
    await first.arrayBuffer()
    const again = await fetch(url, { headers: { 'if-none-match': etag } })
    expect(again.status).toBe(304)
    const part = await fetch(url, { headers: { range: 'bytes=0-7' } })
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toMatch(/^bytes 0-7\/\d+$/)
    expect(Buffer.from(await part.arrayBuffer()).toString('latin1')).toMatch(/^%PDF-1\.\d/)
    expect((await fetch(url, { headers: { range: 'bytes=999999999-' } })).status).toBe(416)
  })

  it('is a 404 for an unknown file', async () => {
    expect((await fetch(`${cmsUrl()}/api/documents/file/tidak-ada.pdf`)).status).toBe(404)
  })
})

describe('uploading documents', () => {
  it('accepts a real PDF', async () => {
    const token = await loginToken()
    const res = await upload(token, await realPdf('Dokumen Uji'), 'dokumen-uji.pdf', {
      ...sample,
      _status: 'published',
    })
    expect(res.status).toBe(201)
    const doc = res.json.doc as { id: number; mimeType: string }
    expect(doc.mimeType).toBe('application/pdf')
    await adminRest('DELETE', `/documents/${doc.id}`, token)
  })

  it('marks the fields English shows in Indonesian (untranslated); a translated document has none', async () => {
    const translated = await annualReports('en')
    expect(translated.every((d) => d.untranslated.length === 0)).toBe(true)
    const token = await loginToken()
    const title = `Lampiran Tanpa Terjemahan ${Date.now()}`
    const res = await upload(token, await realPdf(title), 'lampiran-id.pdf', {
      ...sample,
      title,
      description: 'Hanya dalam bahasa Indonesia.',
      _status: 'published',
    })
    expect(res.status).toBe(201)
    const id = (res.json.doc as { id: number }).id
    const find = async (locale: 'id' | 'en') =>
      must(await client(locale).documents({ type: 'attachment', locale, perPage: 100 })).data.find(
        (d) => d.id === String(id),
      )
    const en = await find('en')
    expect(en?.title).toBe(title)
    expect(en?.untranslated.toSorted()).toEqual(['description', 'title'])
    expect((await find('id'))?.untranslated).toEqual([])
    await adminRest('DELETE', `/documents/${id}`, token)
  })

  it('refuses what is not a PDF, whatever its name says', async () => {
    const token = await loginToken()
    const png = Uint8Array.from(Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'))
    const text = new TextEncoder().encode('Laporan tahunan\n%%EOF\n')
    const truncated = (await realPdf('Terpotong')).slice(0, 200)
    for (const [name, bytes] of [
      ['gambar.pdf', png],
      ['teks.pdf', text],
      ['terpotong.pdf', truncated],
    ] as const) {
      const res = await upload(token, bytes, name, sample)
      expect(res.status, name).toBe(400)
      expect(JSON.stringify(res.json), name).toMatch(/PDF/)
    }
  })

  it('refuses a PDF over the 40 MB limit with a clear message', async () => {
    const token = await loginToken()
    const big = new Uint8Array(41 * 1024 * 1024)
    big.set(new TextEncoder().encode('%PDF-1.7\n'))
    big.set(new TextEncoder().encode('\n%%EOF\n'), big.length - 7)
    const res = await upload(token, big, 'besar.pdf', sample)
    expect(res.status).toBe(400)
    expect(JSON.stringify(res.json)).toMatch(/40 MB/)
  })

  it("keeps a draft document's file from visitors", async () => {
    const token = await loginToken()
    const res = await upload(token, await realPdf('Draf'), 'draf-rahasia.pdf', { ...sample, _status: 'draft' }, true)
    expect(res.status).toBe(201)
    const doc = res.json.doc as { id: number; filename: string }
    try {
      expect((await fetch(`${cmsUrl()}/api/documents/file/${doc.filename}`)).status).toBe(404)
      const listed = must(await client().documents({ type: 'attachment', perPage: 100 })).data
      expect(listed.map((d) => d.file.filename)).not.toContain(doc.filename)
      // A token alone (without draft=true) reads what visitors read.
      const withToken = must(await client().documents({ type: 'attachment', perPage: 100 }, { token })).data
      expect(withToken.map((d) => d.file.filename)).not.toContain(doc.filename)
      const preview = must(await client().documents({ type: 'attachment', draft: true, perPage: 100 }, { token })).data
      expect(preview.map((d) => d.file.filename)).toContain(doc.filename)
      const asEditor = await fetch(`${cmsUrl()}/api/documents/file/${doc.filename}`, {
        headers: { authorization: `Bearer ${token}` },
      })
      expect(asEditor.status).toBe(200)
      expect(asEditor.headers.get('cache-control')).toBe('private, no-store')
    } finally {
      await adminRest('DELETE', `/documents/${doc.id}`, token)
    }
  })
})
