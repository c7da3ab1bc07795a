import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildConfig } from 'payload'
import { onStop } from '@jtt/server/stop-hooks'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import sharp from 'sharp'
import { Users } from './collections/Users'
import { collectionTypes, globalTypes } from './contentTypeRegistry'
import { isUserManager } from './access/isUserManager'
import { formsAndAlerts } from './alerts/plugin'
import { auditTrail } from './audit/plugin'
import { adminI18n } from './i18n/adminI18n'
import { localeLabels } from './i18n/options'
import { siteEmailAdapter } from './email/adapter'
import { reportFormSetup } from './forms/startupChecks'
import { contentHealth } from './health/plugin'
import { CONTENT_HEALTH_QUEUE } from './health/taskName'
import { runningCommandLine } from './lib/commandLine'
import { databaseAdapter } from './lib/database'
import { env } from './lib/env'
import { jobQueueMetrics } from './lib/jobQueueMetrics'
import { restrictJobStats } from './lib/jobStatsAccess'
import { cmsLogger } from './lib/logger'
import { requirePayloadSecret } from './lib/secret'
import { watchAbandonedJobs } from './jobQueue/abandonedJobs'
import { stopJobQueue } from './jobQueue/stopJobQueue'
import { trackHeldJobs } from './jobQueue/heldJobs'
import { traceDatabase } from './lib/traceDatabase'
import { MAX_UPLOAD_BYTES } from './lib/uploadLimit'
import { malformedIdsAre404 } from './plugins/malformedIds'
import { sitePublishing } from './publishing/plugin'
import { pruneSearchAnalyticsTask } from './search/analytics/pruneTask'
import { ensureSearchIndex } from './search/rebuild'
import { RESET_EMAIL_QUEUE, resetEmailTask } from './auth/resetEmailTask'
import { trafficBoundaryTask } from './trafficAdvisories/boundaryTask'
import { backfillEnglishMissing } from './translation/englishBackfill'
import { englishReport } from './translation/plugin'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export default buildConfig({
  serverURL: env.publicUrl,
  secret: requirePayloadSecret(),
  admin: {
    user: Users.slug,
    avatar: 'default', // gravatar is unreachable from the servers this runs on
    importMap: { baseDir: dirname },
    meta: { titleSuffix: ' — JTT CMS' },
    components: {
      // The signed-in user's interface language, wherever they sign in (admin/InterfaceLanguage.tsx).
      providers: ['/admin/InterfaceLanguage#InterfaceLanguage'],
      // Operators update rest-area status on the road: one phone-sized screen, linked from the menu.
      // Operators report traffic incidents and end them from the road the same way.
      afterNavLinks: [
        '/admin/RestAreaStatusNavLink#RestAreaStatusNavLink',
        '/admin/TrafficIncidentNavLink#TrafficIncidentNavLink',
        // Editors: what visitors search for and do not find (issue 28).
        '/admin/SearchAnalyticsNavLink#SearchAnalyticsNavLink',
      ],
      views: {
        // The home: what needs attention for the user's role, in place of Payload's grid of cards.
        dashboard: { Component: '/admin/AttentionDashboardView#AttentionDashboardView' },
        restAreaStatus: { Component: '/admin/RestAreaStatusView#RestAreaStatusView', path: '/rest-area-status' },
        trafficIncidents: { Component: '/admin/TrafficIncidentView#TrafficIncidentView', path: '/traffic-incidents' },
        searchAnalytics: { Component: '/admin/SearchAnalyticsView#SearchAnalyticsView', path: '/search-analytics' },
      },
    },
  },
  // Origins whose cookies the admin API trusts: this service and the public site (draft preview).
  csrf: [env.publicUrl, ...env.webOrigins],
  cors: [env.publicUrl, ...env.webOrigins],
  // Every collection and global, each declared once (contentTypeRegistry.ts), in the admin's menu order.
  collections: collectionTypes.map((type) => type.config),
  globals: globalTypes.map((type) => type.config),
  // The admin's interface language (Indonesian by default, each user's choice), apart from the content locale.
  i18n: adminI18n,
  localization: {
    locales: [
      { code: 'id', label: localeLabels.id },
      { code: 'en', label: localeLabels.en },
    ],
    defaultLocale: 'id',
    fallback: true,
  },
  editor: lexicalEditor(),
  db: databaseAdapter(),
  sharp,
  // Payload's own parser stops at 20 MB; the front's limit is the one that counts.
  upload: { limits: { fileSize: MAX_UPLOAD_BYTES } },
  // SMTP_URL, or (development) one .eml file per email in $CMS_DATA_DIR/outbox.
  email: siteEmailAdapter(),
  telemetry: false,
  logger: cmsLogger(),
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
    // trafficBoundary: an advisory's start and end, run at that moment (see trafficAdvisories/);
    // pruneSearchAnalytics: search analytics older than 90 days, deleted nightly (search/analytics/).
    // Every nightly task (this prune, the audit trail's, the content check) is queued by Payload's
    // scheduler from its `schedule` (lib/nightlySchedule.ts says why): each tick of a queue's autoRun
    // below first lets the scheduler queue that queue's due tasks.
    tasks: [resetEmailTask, trafficBoundaryTask, pruneSearchAnalyticsTask],
    // Queued jobs (retried notifications, emails) run every JOB_QUEUE_INTERVAL_SECONDS (5 s) in the
    // server process (the tests run it every second, so they wait less for each email); command-line
    // tasks (migrate, seed) never run the queue. Read when the queue starts, not when `next build`
    // evaluates this file.
    // Quiet when there is nothing to report: no "running N jobs" line every run; failures are still logged.
    autoRun: () => {
      const cron = `*/${env.jobQueueIntervalSeconds} * * * * *`
      return [
        { cron, queue: 'default', limit: 20, silent: { info: true } },
        { cron, queue: RESET_EMAIL_QUEUE, limit: 2, silent: { info: true } },
        { cron, queue: CONTENT_HEALTH_QUEUE, limit: 1, silent: { info: true } },
      ]
    },
    shouldAutoRun: () => !runningCommandLine(),
    deleteJobOnComplete: true,
    access: { queue: isUserManager, run: isUserManager, cancel: isUserManager },
  },
  // The audit trail after every plugin that adds hooks: its hooks run after every other hook of a write
  // (audit/plugin.ts). trackHeldJobs after every plugin that adds job-queue tasks (jobQueue/heldJobs.ts).
  // englishReport: whether each published item's English is incomplete, for the dashboard (translation/).
  plugins: [
    sitePublishing(),
    formsAndAlerts(),
    malformedIdsAre404(),
    contentHealth(),
    englishReport(),
    auditTrail(),
    trackHeldJobs(),
  ],
  // The server checks the search index at start (the command-line migrate does it too): rebuilt
  // in the background when a content type joined search since it was built, or when it is empty.
  // It also reports what the forms are set up with (captcha keys, email) once.
  onInit: async (payload) => {
    restrictJobStats(payload.config)
    await reportFormSetup(payload)
    if (runningCommandLine()) return
    // Traces (instrumentation.ts) include the database calls; without a collector, the adapter is left as it is.
    if (env.otlpEndpoint) traceDatabase(payload.db)
    jobQueueMetrics(payload)
    // A stop lets the queue's runs in progress finish; what a crash left marked as running runs again.
    onStop((deadlineMs) => stopJobQueue(payload, deadlineMs))
    watchAbandonedJobs(payload)
    void backfillEnglishMissing(payload).catch((error: unknown) =>
      payload.logger.error(`translation: could not work out which items miss English: ${String(error)}`),
    )
    void ensureSearchIndex(payload).catch((error: unknown) =>
      payload.logger.error(`search: could not check the index: ${String(error)}`),
    )
  },
})
