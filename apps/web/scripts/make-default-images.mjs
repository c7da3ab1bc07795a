/**
 * Renders the site's static images from inline SVG: default placeholders for CMS images, error
 * page illustrations, the app icon and the two logo files. The output is committed, so builds do
 * not need this script; run it again after changing a drawing:
 *
 *   node apps/web/scripts/make-default-images.mjs
 *
 * `sharp` comes from the monorepo root node_modules (a dependency of the CMS), so it is not
 * listed in apps/web/package.json; it is only needed to regenerate these files.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'

const PUBLIC_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'public')
const BRAND_BLUE = '#0a3d91'
const BRAND_AMBER = '#f5a300'
/** Fonts present on build machines; browsers showing the SVG logos pick the first they have. */
const FONT = "'Liberation Sans', 'DejaVu Sans', Arial, Helvetica, sans-serif"

/** Must match DEFAULT_IMAGE_DIMENSIONS in src/lib/image-source.ts. */
const DEFAULT_SIZES = { thumb: [320, 240], card: [768, 432], hero: [1920, 800] }
const ERROR_CODES = ['404', '500', '501']

/** Sun, hills and a road running to the horizon, drawn in a 200 × 140 box. */
const LANDSCAPE = `
  <circle cx="152" cy="34" r="14" fill="#a9b1bc"/>
  <polygon points="0,96 52,40 88,78 122,50 200,96" fill="#b7bec8"/>
  <rect x="0" y="95" width="200" height="45" fill="#c9ced6"/>
  <polygon points="62,140 138,140 103,95 97,95" fill="#8f98a4"/>
  <rect x="99" y="99" width="2" height="6" fill="#e4e7eb"/>
  <rect x="98.6" y="111" width="2.8" height="9" fill="#e4e7eb"/>
  <rect x="98" y="127" width="4" height="12" fill="#e4e7eb"/>`

function placeholderSvg(width, height) {
  const scale = Math.min((width * 0.5) / 200, (height * 0.5) / 140)
  const x = (width - 200 * scale) / 2
  const y = (height - 140 * scale) / 2
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect width="100%" height="100%" fill="#e2e5e9"/>
  <g transform="translate(${x} ${y}) scale(${scale})">${LANDSCAPE}</g>
</svg>`
}

/** A traffic cone standing on its base at (x, y), 120 units tall. */
function cone(x, y) {
  return `<g transform="translate(${x} ${y})">
    <rect x="-52" y="-14" width="104" height="14" rx="4" fill="#4b5563"/>
    <polygon points="-38,-14 38,-14 12,-120 -12,-120" fill="${BRAND_AMBER}"/>
    <polygon points="-29,-50 29,-50 23,-74 -23,-74" fill="#ffffff"/>
    <polygon points="-19,-92 19,-92 15,-106 -15,-106" fill="#ffffff"/>
  </g>`
}

function errorSvg(code) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400">
  <rect width="640" height="400" fill="#eef3fb"/>
  <circle cx="540" cy="80" r="36" fill="#dbe6f6"/>
  <polygon points="0,300 140,210 250,280 400,190 640,300" fill="#d3def0"/>
  <rect y="300" width="640" height="100" fill="#c3d1e8"/>
  <polygon points="170,400 470,400 345,300 295,300" fill="#5b6b82"/>
  <rect x="317" y="308" width="6" height="16" fill="${BRAND_AMBER}"/>
  <rect x="316" y="336" width="8" height="22" fill="${BRAND_AMBER}"/>
  <rect x="315" y="372" width="10" height="28" fill="${BRAND_AMBER}"/>
  <text x="300" y="205" text-anchor="middle" font-family="${FONT}" font-weight="700"
    font-size="150" fill="${BRAND_BLUE}">${code}</text>
  ${cone(150, 372)}
  ${cone(490, 372)}
</svg>`
}

function iconSvg() {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512">
  <rect width="512" height="512" rx="104" fill="${BRAND_BLUE}"/>
  <text x="256" y="300" text-anchor="middle" font-family="${FONT}" font-weight="700"
    font-size="190" fill="#ffffff">JTT</text>
  <rect x="136" y="350" width="240" height="18" rx="9" fill="${BRAND_AMBER}"/>
</svg>`
}

/** Road mark plus wordmark; `onDark` draws everything white for the header over a photo. */
function logoSvg({ onDark }) {
  const ink = onDark ? '#ffffff' : BRAND_BLUE
  const mark = onDark
    ? `<rect x="1.5" y="1.5" width="45" height="45" rx="10" fill="none" stroke="#ffffff"
        stroke-width="3"/>`
    : `<rect width="48" height="48" rx="11" fill="${BRAND_BLUE}"/>`
  const dashes = onDark ? '#ffffff' : BRAND_AMBER
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 340 48" width="340" height="48"
  role="img" aria-label="Jasamarga Transjawa Tol">
  <title>Jasamarga Transjawa Tol</title>
  ${mark}
  <path d="M13 40 L21 10 M35 40 L27 10" stroke="#ffffff" stroke-width="3.5" stroke-linecap="round" fill="none"/>
  <path d="M24 13 V17 M24 22 V27 M24 32 V39" stroke="${dashes}" stroke-width="3" stroke-linecap="round"/>
  <text x="60" y="31.5" font-family="${FONT}" font-weight="700" font-size="20" textLength="278"
    lengthAdjust="spacingAndGlyphs" fill="${ink}">Jasamarga Transjawa Tol</text>
</svg>
`
}

async function writePng(relativePath, svg) {
  const target = join(PUBLIC_DIR, relativePath)
  await mkdir(dirname(target), { recursive: true })
  // Palette PNGs: these flat drawings need few colours and stay a few kilobytes each.
  await sharp(Buffer.from(svg)).png({ palette: true, colours: 64, compressionLevel: 9, effort: 10 }).toFile(target)
  console.log(`wrote ${relativePath}`)
}

async function main() {
  for (const [size, [width, height]] of Object.entries(DEFAULT_SIZES)) {
    await writePng(`img/default-${size}.png`, placeholderSvg(width, height))
  }
  for (const code of ERROR_CODES) await writePng(`img/error-${code}.png`, errorSvg(code))
  await writePng('icon.png', iconSvg())
  await writeFile(join(PUBLIC_DIR, 'logo-jtt.svg'), logoSvg({ onDark: false }))
  await writeFile(join(PUBLIC_DIR, 'logo-jtt-white.svg'), logoSvg({ onDark: true }))
  console.log('wrote logo-jtt.svg, logo-jtt-white.svg')
}

await main()
