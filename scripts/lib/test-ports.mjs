// Loopback ports the test suites use. TEST_PORT_OFFSET moves them all, so two checkouts can run
// their suites side by side on one machine.
const offset = Number(process.env.TEST_PORT_OFFSET ?? 0)

export const testPorts = {
  /** CMS of the integration suite, per database. */
  integration: { sqlite: 3201 + offset, postgres: 3202 + offset },
  /** The integration suite's stand-in web site, which takes publish-to-live notifications. */
  receiver: { sqlite: 3211 + offset, postgres: 3212 + offset },
  /** The integration suite's SMTP server and its control, and the reCAPTCHA stand-in, per database. */
  smtp: { sqlite: 3221 + offset, postgres: 3222 + offset },
  smtpControl: { sqlite: 3223 + offset, postgres: 3224 + offset },
  captcha: { sqlite: 3225 + offset, postgres: 3226 + offset },
  /** A second CMS in development mode (no captcha secret, no SMTP: the outbox). */
  devCms: 3227 + offset,
  /** A CMS started on data restored from a backup (`npm run restore`), per database. */
  restoredCms: { sqlite: 3228 + offset, postgres: 3229 + offset },
  /** Scale-out (PostgreSQL suite): a second web instance and nginx in front of both. */
  scaleOut: { web: 3230 + offset, edge: 3231 + offset },
  /** Uploads in an S3-compatible bucket (PostgreSQL suite): the S3 stand-in and a CMS writing to it. */
  objectStorage: { s3: 3232 + offset, cms: 3233 + offset },
  /** A CMS started as the image starts it (migrations and server only) on a new database, per database. */
  productionCms: { sqlite: 3235 + offset, postgres: 3236 + offset },
  /** A second CMS on the PostgreSQL suite's database and Redis: the Content API cache across instances. */
  apiCache: { cms: 3234 + offset },
  /** Prometheus metrics of the integration suite's CMS and of the web site page-cache.test starts, per database. */
  metrics: {
    cms: { sqlite: 3237 + offset, postgres: 3238 + offset },
    web: { sqlite: 3239 + offset, postgres: 3240 + offset },
  },
  /** traces.test.ts (SQLite suite): its stand-in of an OpenTelemetry collector, its own CMS and web site. */
  traces: { receiver: 3241 + offset, cms: 3242 + offset, web: 3243 + offset },
  /** search-relevance.test.ts: a CMS of its own on a new database with only the sample content, per database. */
  relevanceCms: { sqlite: 3244 + offset, postgres: 3245 + offset },
  /** job-queue-stop.test.ts: a CMS of its own, and an SMTP server that never answers, per database. */
  jobQueueCms: { sqlite: 3246 + offset, postgres: 3247 + offset },
  silentSmtp: { sqlite: 3248 + offset, postgres: 3249 + offset },
  /**
   * rolling-deploy.test.ts (PostgreSQL suite): two web instances, a CMS of its own (restarted by the
   * test), and nginx in front of the web instances.
   */
  rollingDeploy: { webA: 3250 + offset, webB: 3251 + offset, cms: 3252 + offset, edge: 3253 + offset },
  /** scripts/test/edge-retry.test.ts (unit): nginx in front of two stand-in web instances. */
  edgeRetry: 3254 + offset,
  /** Throw-away Redis servers: shared rate limits (integration, per database). */
  redis: { sqlite: 6391 + offset, postgres: 6392 + offset },
  /** `npm run check:fuzz`: its own CMS and web site. */
  fuzz: { cms: 3411 + offset, web: 3410 + offset },
  /** `npm run check:scan`: its own CMS and web site. */
  scan: { cms: 3421 + offset, web: 3420 + offset },
  /** `npm run check:load`: its own CMS and web site, nginx in front of the site and of the Content API. */
  load: { cms: 3431 + offset, web: 3430 + offset, edge: 3432 + offset, apiEdge: 3433 + offset },
  /** `npm run check:security`: its own CMS and web site (nginx takes 80 and 443 on 127.0.0.1/.2). */
  security: { cms: 3441 + offset, web: 3440 + offset },
  /** Throw-away PostgreSQL cluster. */
  postgres: 54329 + offset,
  /** The browser suite: web site and CMS, and a second web site with its forwarder to the CMS. */
  e2e: {
    web: 3300 + offset,
    cms: 3301 + offset,
    outageWeb: 3305 + offset,
    forwarder: 3306 + offset,
    fuzzWeb: 3307 + offset,
    smtp: 3310 + offset,
    smtpControl: 3311 + offset,
    captcha: 3312 + offset,
    devWeb: 3313 + offset,
    /** nginx in front of the e2e web site (deploy/nginx), and a site whose CMS calls are recorded. */
    edge: 3314 + offset,
    /** The same nginx over HTTPS (a throw-away certificate): HSTS and HTTP/2. */
    edgeTls: 3317 + offset,
    /** A site with the optional integrations on (map tiles, tag manager), and their stand-ins. */
    integrationsWeb: 3318 + offset,
    standIns: 3319 + offset,
    recordedWeb: 3315 + offset,
    recorder: 3316 + offset,
    /** `npm run start:prod` (production.spec.ts): its CMS, web site, edge, PostgreSQL and Redis. */
    production: {
      cms: 3321 + offset,
      web: 3320 + offset,
      edge: 3322 + offset,
      postgres: 54331 + offset,
      redis: 6393 + offset,
    },
  },
}
