// `npm run bootstrap`, `npm run seed`: one task of the CMS against the database the environment names
// (.env, or the local SQLite file in data/), after applying the migrations.
//   bootstrap — what a new production database needs for the site to render: the first admin
//               (CMS_ADMIN_EMAIL / CMS_ADMIN_PASSWORD, or a generated password printed once), the main
//               menu's sections, the footer's components and settings as empty records. Never sample content.
//   seed      — the sample content (development, demonstrations): only what is missing is created.
// Neither runs by itself in production: a production start is migrations and the server only.
import { buildApp } from './lib/build.mjs'
import { serviceEnv } from './lib/env.mjs'
import { ensureDependencies } from './lib/ensure.mjs'
import { runCmsTask, seed } from './lib/services.mjs'

const task = process.argv[2]
if (task !== 'bootstrap' && task !== 'seed') {
  console.error('Usage: node scripts/cms-task.mjs bootstrap|seed')
  process.exit(2)
}
await ensureDependencies()
const env = serviceEnv()
await buildApp('cms', env)
await runCmsTask('migrate', env)
if (task === 'seed') await seed(env)
else await runCmsTask('bootstrap', env)
