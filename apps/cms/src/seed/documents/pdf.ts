import { PDFDocument, PageSizes, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib'

/** A report's content as simple blocks, laid out on A4 pages by `renderPdf`. */
type PdfBlock =
  | { heading: string }
  | { paragraph: string }
  | { bullets: string[] }
  | { table: { head: string[]; rows: string[][]; align?: ('left' | 'right')[] } }
  | { pageBreak: true }

export type PdfContent = {
  title: string
  subtitle: string
  /** Big text on the cover, e.g. the year. */
  coverMark: string
  author: string
  subject: string
  keywords: string[]
  language: 'id-ID' | 'en-US'
  /** Creation and modification date (so the file says when the report came out). */
  date: Date
  blocks: PdfBlock[]
}

const NAVY = rgb(0.04, 0.24, 0.57)
const AMBER = rgb(0.96, 0.64, 0)
const INK = rgb(0.12, 0.16, 0.22)
const MUTED = rgb(0.29, 0.33, 0.39)
const MARGIN = 56
const [PAGE_W, PAGE_H] = PageSizes.A4

type Fonts = { regular: PDFFont; bold: PDFFont }

/** Splits text into lines no wider than `width` at `size`. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line)
      line = word
    } else line = candidate
  }
  if (line) lines.push(line)
  return lines
}

/** Lays blocks out top to bottom, starting a new page (with header and folio) when one is full. */
class Flow {
  private page!: PDFPage
  private y = 0
  constructor(
    private readonly pdf: PDFDocument,
    private readonly fonts: Fonts,
    private readonly running: string,
  ) {
    this.newPage()
  }

  newPage() {
    this.page = this.pdf.addPage(PageSizes.A4)
    const folio = String(this.pdf.getPageCount())
    this.page.drawRectangle({ x: 0, y: PAGE_H - 6, width: PAGE_W, height: 6, color: NAVY })
    this.page.drawText(this.running, { x: MARGIN, y: PAGE_H - 32, size: 8, font: this.fonts.regular, color: MUTED })
    this.page.drawText(folio, { x: PAGE_W - MARGIN - 10, y: 28, size: 8, font: this.fonts.regular, color: MUTED })
    this.y = PAGE_H - 72
  }

  private room(height: number) {
    if (this.y - height < 56) this.newPage()
  }

  text(text: string, size: number, bold = false, color = INK, gapAfter = 8) {
    const font = bold ? this.fonts.bold : this.fonts.regular
    for (const line of wrap(text, font, size, PAGE_W - 2 * MARGIN)) {
      this.room(size * 1.45)
      this.page.drawText(line, { x: MARGIN, y: this.y - size, size, font, color })
      this.y -= size * 1.45
    }
    this.y -= gapAfter
  }

  bullets(items: string[]) {
    for (const item of items) {
      this.room(14)
      this.page.drawCircle({ x: MARGIN + 4, y: this.y - 7, size: 2, color: AMBER })
      const lines = wrap(item, this.fonts.regular, 10, PAGE_W - 2 * MARGIN - 16)
      for (const line of lines) {
        this.room(14.5)
        this.page.drawText(line, { x: MARGIN + 16, y: this.y - 10, size: 10, font: this.fonts.regular, color: INK })
        this.y -= 14.5
      }
      this.y -= 3
    }
    this.y -= 6
  }

  table({ head, rows, align = [] }: { head: string[]; rows: string[][]; align?: ('left' | 'right')[] }) {
    const width = (PAGE_W - 2 * MARGIN) / head.length
    const row = (cells: string[], bold: boolean, shade: boolean) => {
      this.room(20)
      if (shade)
        this.page.drawRectangle({
          x: MARGIN,
          y: this.y - 18,
          width: PAGE_W - 2 * MARGIN,
          height: 18,
          color: rgb(0.95, 0.96, 0.98),
        })
      cells.forEach((cell, i) => {
        const font = bold ? this.fonts.bold : this.fonts.regular
        const textWidth = font.widthOfTextAtSize(cell, 9)
        const x = align[i] === 'right' ? MARGIN + width * (i + 1) - 6 - textWidth : MARGIN + width * i + 6
        this.page.drawText(cell, { x, y: this.y - 13, size: 9, font, color: bold ? NAVY : INK })
      })
      this.y -= 18
    }
    row(head, true, false)
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: PAGE_W - MARGIN, y: this.y }, color: NAVY })
    rows.forEach((cells, i) => row(cells, false, i % 2 === 0))
    this.y -= 12
  }
}

function drawCover(page: PDFPage, content: PdfContent, fonts: Fonts) {
  page.drawRectangle({ x: 0, y: 0, width: PAGE_W, height: PAGE_H, color: NAVY })
  page.drawRectangle({ x: 0, y: 250, width: PAGE_W, height: 10, color: AMBER })
  page.drawText('PT JASAMARGA TRANSJAWA TOL', {
    x: MARGIN,
    y: PAGE_H - 90,
    size: 13,
    font: fonts.bold,
    color: rgb(1, 1, 1),
  })
  page.drawText(content.coverMark, { x: MARGIN, y: 420, size: 96, font: fonts.bold, color: AMBER })
  const lines = wrap(content.title, fonts.bold, 28, PAGE_W - 2 * MARGIN)
  lines.forEach((line, i) => {
    page.drawText(line, { x: MARGIN, y: 360 - i * 34, size: 28, font: fonts.bold, color: rgb(1, 1, 1) })
  })
  wrap(content.subtitle, fonts.regular, 12, PAGE_W - 2 * MARGIN).forEach((line, i) => {
    page.drawText(line, { x: MARGIN, y: 200 - i * 17, size: 12, font: fonts.regular, color: rgb(0.85, 0.9, 1) })
  })
}

/** A complete, valid PDF (fonts embedded, metadata set) from the content. */
export async function renderPdf(content: PdfContent): Promise<Buffer> {
  const pdf = await PDFDocument.create()
  pdf.setTitle(content.title, { showInWindowTitleBar: true })
  pdf.setAuthor(content.author)
  pdf.setSubject(content.subject)
  pdf.setKeywords(content.keywords)
  pdf.setLanguage(content.language)
  pdf.setCreator('JTT CMS seed')
  pdf.setProducer('pdf-lib')
  pdf.setCreationDate(content.date)
  pdf.setModificationDate(content.date)
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  }
  drawCover(pdf.addPage(PageSizes.A4), content, fonts)
  const flow = new Flow(pdf, fonts, `${content.title} - PT Jasamarga Transjawa Tol`)
  for (const block of content.blocks) {
    if ('heading' in block) flow.text(block.heading, 16, true, NAVY, 10)
    else if ('paragraph' in block) flow.text(block.paragraph, 10.5)
    else if ('bullets' in block) flow.bullets(block.bullets)
    else if ('table' in block) flow.table(block.table)
    else flow.newPage()
  }
  return Buffer.from(await pdf.save())
}
