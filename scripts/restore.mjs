// `npm run restore -- <folder>`: replaces the content service's database and uploads with a backup
// taken by `npm run backup`. Stop the CMS first. The backup is checked whole (checksums, the database
// file) before anything is replaced: a damaged or incomplete one is refused and changes nothing.
// Then start the CMS as usual: its migrate step (`npm start`, `npm run start:prod` and the image run it
// before the server) brings an older backup's schema up to date and rebuilds the search index.
import path from 'node:path'
import { restore } from './lib/backup.mjs'
import { serviceEnv } from './lib/env.mjs'

const from = process.argv[2]
if (!from) {
  console.error('Usage: npm run restore -- <backup folder>')
  process.exit(2)
}
try {
  const { manifest } = await restore(serviceEnv(), path.resolve(from))
  console.log(`› Restored the ${manifest.database} backup of ${manifest.createdAt} (${manifest.files} uploaded files)`)
  console.log('  Start the CMS now: its migrate step rebuilds the search index before it serves.')
} catch (error) {
  console.error(`✗ ${error.message}`)
  process.exit(1)
}
