import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildConfig } from 'payload'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import sharp from 'sharp'
import { Components } from './collections/Components'
import { Media } from './collections/Media'
import { Pages } from './collections/Pages'
import { Redirects } from './collections/Redirects'
import { Settings } from './collections/Settings'
import { Users } from './collections/Users'
import { Home } from './globals/Home'
import { Navigation } from './globals/Navigation'
import { isUserManager } from './access/isUserManager'
import { databaseAdapter } from './lib/database'
import { env } from './lib/env'
import { requirePayloadSecret } from './lib/secret'
import { malformedIdsAre404 } from './plugins/malformedIds'
import { sitePublishing } from './publishing/plugin'
import { ensureSearchIndex } from './search/rebuild'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export default buildConfig({
  serverURL: env.publicUrl,
  secret: requirePayloadSecret(),
  admin: {
    user: Users.slug,
    avatar: 'default', // gravatar is unreachable from the servers this runs on
    importMap: { baseDir: dirname },
    meta: { titleSuffix: ' — JTT CMS' },
  },
  // Origins whose cookies the admin API trusts: this service and the public site (draft preview).
  csrf: [env.publicUrl, ...env.webOrigins],
  cors: [env.publicUrl, ...env.webOrigins],
  collections: [Pages, Media, Components, Settings, Redirects, Users],
  globals: [Navigation, Home],
  localization: {
    locales: [
      { code: 'id', label: 'Bahasa Indonesia' },
      { code: 'en', label: 'English' },
    ],
    defaultLocale: 'id',
    fallback: true,
  },
  editor: lexicalEditor(),
  db: databaseAdapter(),
  sharp,
  telemetry: false,
  graphQL: { disable: true },
  // Expected refusals (wrong password, missing permission, unknown id, invalid input) are one log
  // line each at info level, without a stack trace; real faults stay errors.
  loggingLevels: {
    AuthenticationError: 'info',
    Forbidden: 'info',
    LockedAuth: 'info',
    NotFound: 'info',
    QueryError: 'info',
    UnverifiedEmail: 'info',
    ValidationError: 'info',
  },
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  jobs: {
    tasks: [],
    // Queued jobs (retried notifications, later emails) run every 5 s in the server process;
    // command-line tasks (migrate, seed) never run the queue.
    autoRun: [{ cron: '*/5 * * * * *', queue: 'default', limit: 20 }],
    shouldAutoRun: () => process.env.JTT_CLI !== '1',
    deleteJobOnComplete: true,
    access: { queue: isUserManager, run: isUserManager, cancel: isUserManager },
  },
  plugins: [sitePublishing(), malformedIdsAre404()],
  // The server checks the search index at start (the command-line migrate does it too): rebuilt
  // in the background when a content type joined search since it was built, or when it is empty.
  onInit: (payload) => {
    if (process.env.JTT_CLI === '1') return
    void ensureSearchIndex(payload).catch((error: unknown) =>
      payload.logger.error(`search: could not check the index: ${String(error)}`),
    )
  },
})
