import fs from 'node:fs'
import path from 'node:path'

type NextConfig = Record<string, unknown>

/**
 * Hands Next.js the configuration its build froze, the way its own standalone server does: the
 * artifact carries no next.config (nor what loading one would need). `adjust` changes what must be
 * decided when the server starts rather than when it was built (the web's shared page cache).
 */
export function applyBuiltNextConfig(dir: string, adjust: (config: NextConfig) => NextConfig = (c) => c) {
  const file = path.join(dir, '.next', 'required-server-files.json')
  const { config } = JSON.parse(fs.readFileSync(file, 'utf8')) as { config: NextConfig }
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(adjust(config))
}
