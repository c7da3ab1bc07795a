// `npm run backup [-- <folder>]`: backs up the content service's database and uploads while it runs
// (default folder: backups/<date-time>). Reads CMS_DATA_DIR and DATABASE_URL like `npm start`.
import path from 'node:path'
import { backup } from './lib/backup.mjs'
import { serviceEnv } from './lib/env.mjs'
import { repoRoot } from './lib/proc.mjs'

const stamp = new Date().toISOString().replace(/[:.]/g, '-')
const out = path.resolve(process.argv[2] ?? path.join(repoRoot, 'backups', stamp))
try {
  const { manifest } = await backup(serviceEnv(), out)
  console.log(`› Backed up the ${manifest.database} database and ${manifest.files} uploaded files to ${out}`)
} catch (error) {
  console.error(`✗ ${error.message}`)
  process.exit(1)
}
