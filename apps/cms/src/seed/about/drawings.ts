/** SVG drawings for the About Us sample images (rendered to JPEG by sharp at seed time). */

const PALETTES = [
  { sky: '#bae6fd', ground: '#65a30d', accent: '#0a3d91' },
  { sky: '#fde68a', ground: '#4d7c0f', accent: '#b45309' },
  { sky: '#c7d2fe', ground: '#15803d', accent: '#7c3aed' },
  { sky: '#fecaca', ground: '#3f6212', accent: '#b91c1c' },
  { sky: '#a5f3fc', ground: '#166534', accent: '#0e7490' },
  { sky: '#e9d5ff', ground: '#4d7c0f', accent: '#9d174d' },
]

const frame = (w: number, h: number, sky: string, inner: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="${w}" height="${h}" fill="${sky}"/>${inner}</svg>`

const tree = (x: number, y: number, s: number, leaf: string) =>
  `<rect x="${x - 6 * s}" y="${y}" width="${12 * s}" height="${60 * s}" fill="#78350f"/><circle cx="${x}" cy="${y}" r="${42 * s}" fill="${leaf}"/>`

const person = (x: number, y: number, s: number, shirt: string) =>
  `<circle cx="${x}" cy="${y}" r="${22 * s}" fill="#92400e"/><path d="M${x - 38 * s} ${y + 120 * s} Q${x - 38 * s} ${y + 34 * s} ${x} ${y + 34 * s} Q${x + 38 * s} ${y + 34 * s} ${x + 38 * s} ${y + 120 * s}Z" fill="${shirt}"/>`

export type SceneKind = 'trees' | 'school' | 'people' | 'health' | 'market' | 'water' | 'mangrove' | 'office' | 'road'

/** A flat illustration of one kind of activity, in one of the palettes. */
export function scene(kind: SceneKind, variant: number, w = 2000, h = 1125): string {
  const p = PALETTES[variant % PALETTES.length]!
  const ground = `<path d="M0 ${h * 0.62} Q${w * 0.3} ${h * 0.55} ${w * 0.6} ${h * 0.62} T${w} ${h * 0.6} V${h} H0Z" fill="${p.ground}"/>`
  const sun = `<circle cx="${w * 0.82}" cy="${h * 0.2}" r="${h * 0.09}" fill="#fef3c7"/>`
  const base = sun + ground
  const row = (n: number, draw: (x: number, i: number) => string) =>
    Array.from({ length: n }, (_, i) => draw((w / (n + 1)) * (i + 1), i)).join('')
  const shapes: Record<SceneKind, string> = {
    trees:
      base + row(7, (x, i) => tree(x, h * 0.55 + (i % 2) * 40, 1.6 + (i % 3) * 0.3, i % 2 ? '#166534' : '#22c55e')),
    mangrove:
      `<rect y="${h * 0.58}" width="${w}" height="${h * 0.42}" fill="#0e7490"/>` +
      sun +
      row(9, (x, i) => tree(x, h * 0.5 + (i % 3) * 30, 1.1, '#15803d')),
    school:
      base +
      `<rect x="${w * 0.25}" y="${h * 0.32}" width="${w * 0.5}" height="${h * 0.34}" fill="#f8fafc"/><path d="M${w * 0.22} ${h * 0.33} L${w * 0.5} ${h * 0.14} L${w * 0.78} ${h * 0.33}Z" fill="${p.accent}"/>` +
      row(5, (x) => `<rect x="${w * 0.25 + x * 0.5 - 40}" y="${h * 0.4}" width="80" height="90" fill="#93c5fd"/>`) +
      row(6, (x, i) => person(x, h * 0.7, 1.3, i % 2 ? '#ef4444' : '#f8fafc')),
    people: base + row(8, (x, i) => person(x, h * 0.52 + (i % 2) * 50, 1.8, i % 2 ? p.accent : '#f59e0b')),
    health:
      base +
      `<rect x="${w * 0.35}" y="${h * 0.25}" width="${w * 0.3}" height="${h * 0.4}" rx="24" fill="#f8fafc"/><path d="M${w * 0.5 - 40} ${h * 0.32} h80 v70 h70 v80 h-70 v70 h-80 v-70 h-70 v-80 h70Z" fill="#dc2626"/>` +
      row(4, (x) => person(x, h * 0.72, 1.3, '#0ea5e9')),
    market:
      base +
      row(
        4,
        (x, i) =>
          `<rect x="${x - 160}" y="${h * 0.38}" width="320" height="220" fill="#f8fafc"/><path d="M${x - 180} ${h * 0.38} h360 l-30 -70 h-300Z" fill="${i % 2 ? p.accent : '#f59e0b'}"/>`,
      ) +
      row(7, (x, i) => person(x, h * 0.74, 1.1, i % 2 ? '#22c55e' : '#6366f1')),
    water:
      `<rect y="${h * 0.5}" width="${w}" height="${h * 0.5}" fill="#0284c7"/>` +
      sun +
      row(
        5,
        (x) =>
          `<rect x="${x - 90}" y="${h * 0.34}" width="180" height="${h * 0.2}" fill="#f8fafc"/><path d="M${x - 110} ${h * 0.35} L${x} ${h * 0.24} L${x + 110} ${h * 0.35}Z" fill="#b45309"/>`,
      ) +
      `<path d="M0 ${h * 0.62} Q${w * 0.25} ${h * 0.58} ${w * 0.5} ${h * 0.62} T${w} ${h * 0.62}" stroke="#e0f2fe" stroke-width="12" fill="none"/>`,
    office:
      base +
      `<rect x="${w * 0.3}" y="${h * 0.12}" width="${w * 0.4}" height="${h * 0.54}" fill="${p.accent}"/>` +
      row(
        6,
        (x) =>
          `<rect x="${w * 0.3 + x * 0.4 - 30}" y="${h * 0.18}" width="60" height="${h * 0.44}" fill="#bfdbfe" opacity="0.8"/>`,
      ),
    road:
      base +
      `<path d="M${w * 0.45} ${h * 0.58} L${w * 0.55} ${h * 0.58} L${w * 0.9} ${h} L${w * 0.1} ${h}Z" fill="#374151"/><path d="M${w * 0.497} ${h * 0.6} h${w * 0.006} l${w * 0.01} ${h * 0.4} h-${w * 0.026}Z" fill="#facc15"/>`,
  }
  return frame(w, h, p.sky, shapes[kind])
}

/** A portrait placeholder: a silhouette on a soft background (no real person's photo). */
export function portrait(variant: number): string {
  const colours = ['#dbeafe', '#fef3c7', '#dcfce7', '#fce7f3', '#e0e7ff', '#ffedd5']
  const suits = ['#1e3a8a', '#111827', '#334155', '#7f1d1d', '#14532d', '#4c1d95']
  const bg = colours[variant % colours.length]!
  const suit = suits[variant % suits.length]!
  return frame(
    800,
    1000,
    bg,
    `<circle cx="400" cy="390" r="170" fill="#a16207"/><path d="M90 1000 Q90 640 400 640 Q710 640 710 1000Z" fill="${suit}"/><path d="M340 640 L400 760 L460 640Z" fill="#f8fafc"/>`,
  )
}

export type ChartUnit = { name: string; head: string; units?: ChartUnit[] }

const escapeXml = (s: string) =>
  s.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!)

/** Words wrapped to lines of at most `max` characters. */
function wrap(text: string, max: number): string[] {
  const lines: string[] = []
  for (const word of text.split(' ')) {
    const last = lines.at(-1)
    if (last !== undefined && `${last} ${word}`.length <= max) lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word)
  }
  return lines
}

function box(x: number, y: number, w: number, unit: ChartUnit, fill: string, colour: string): string {
  const lines = wrap(unit.name, 24)
  const h = 40 + lines.length * 26 + 26
  const text = lines
    .map((line, i) => `<text x="${x + w / 2}" y="${y + 34 + i * 26}">${escapeXml(line)}</text>`)
    .join('')
  const head = `<text x="${x + w / 2}" y="${y + 34 + lines.length * 26 + 4}" font-size="18" font-style="italic">${escapeXml(unit.head)}</text>`
  return `<g fill="${colour}"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10" fill="${fill}" stroke="#0a3d91" stroke-width="3"/>${text}${head}</g>`
}

/** The organization chart: the top unit, its units in a row, and theirs stacked below each. */
export function orgChart(top: ChartUnit): string {
  const children = top.units ?? []
  const width = 2400
  const colW = width / children.length
  const boxW = colW - 40
  let svg = box(width / 2 - 200, 40, 400, top, '#0a3d91', '#ffffff')
  svg += `<path d="M${width / 2} 160 V210 M${colW / 2} 210 H${width - colW / 2}" stroke="#0a3d91" stroke-width="3" fill="none"/>`
  children.forEach((unit, i) => {
    const x = i * colW + 20
    svg += `<path d="M${x + boxW / 2} 210 V240" stroke="#0a3d91" stroke-width="3"/>`
    svg += box(x, 240, boxW, unit, '#dbeafe', '#0a3d91')
    ;(unit.units ?? []).forEach((sub, j) => {
      svg += `<path d="M${x + 20} 360 V${430 + j * 150}" stroke="#94a3b8" stroke-width="2"/>`
      svg += box(x + 20, 400 + j * 150, boxW - 20, sub, '#ffffff', '#1f2937')
    })
  })
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="900" viewBox="0 0 ${width} 900" font-family="DejaVu Sans, sans-serif" font-size="22" text-anchor="middle"><rect width="${width}" height="900" fill="#f8fafc"/>${svg}</svg>`
}
