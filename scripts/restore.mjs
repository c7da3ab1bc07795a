// `npm run restore -- <folder>`: replaces the content service's database and uploads with a backup
// taken by `npm run backup`. Stop the CMS first; run migrations (`npm start` does) if the backup is
// older than the code.
import path from 'node:path'
import { restore } from './lib/backup.mjs'
import { serviceEnv } from './lib/env.mjs'

const from = process.argv[2]
if (!from) {
  console.error('Usage: npm run restore -- <backup folder>')
  process.exit(2)
}
const { manifest } = await restore(serviceEnv(), path.resolve(from))
console.log(`› Restored the ${manifest.database} backup of ${manifest.createdAt} (${manifest.files} uploaded files)`)
