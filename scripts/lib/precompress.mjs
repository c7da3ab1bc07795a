// Writes `.gz` and `.br` files next to the web's built assets (apps/web/.next/static), so nginx serves
// them pre-compressed (gzip_static, brotli_static) at the highest levels instead of compressing each
// request. Idempotent: an asset whose compressed files are newer than it is skipped.
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { repoRoot } from './proc.mjs'

const gzip = promisify(zlib.gzip)
const brotli = promisify(zlib.brotliCompress)
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|html|xml|webmanifest)$/
/** Smaller files gain nothing worth a second file (and nginx's own min length is 512 too). */
const MIN_BYTES = 512

export const webStaticRoot = path.join(repoRoot, 'apps', 'web', '.next', 'static')

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* files(full)
    else if (entry.isFile()) yield full
  }
}

const fresh = (source, target) => fs.existsSync(target) && fs.statSync(target).mtimeMs >= fs.statSync(source).mtimeMs

/** Compresses every compressible asset under `root`; answers how many files it wrote. */
export async function precompress(root = webStaticRoot) {
  if (!fs.existsSync(root)) return 0
  let written = 0
  for (const file of files(root)) {
    if (!COMPRESSIBLE.test(file)) continue
    if (fresh(file, `${file}.gz`) && fresh(file, `${file}.br`)) continue
    const source = fs.readFileSync(file)
    if (source.length < MIN_BYTES) continue
    fs.writeFileSync(`${file}.gz`, await gzip(source, { level: 9 }))
    fs.writeFileSync(
      `${file}.br`,
      await brotli(source, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      }),
    )
    written += 2
  }
  return written
}
