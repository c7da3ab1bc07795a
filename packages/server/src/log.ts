import pino from 'pino'
import { currentRequestId } from './request-context'
import { scrubLine } from './scrub'

export type Logger = pino.Logger

export type LoggerOptions = {
  /** Default `LOG_LEVEL`, else `info`. */
  level?: string
  serializers?: pino.LoggerOptions['serializers']
  /** Default: standard output, written asynchronously and in batches (see `standardOutput`). */
  destination?: pino.DestinationStream
}

const LEVELS = new Set(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])

export const logLevel = (value: string | undefined) => (value && LEVELS.has(value) ? value : 'info')

/**
 * The logger of both apps (Payload's too): one JSON line per event, with the level's name, an ISO
 * time, the app's name and the request id when there is one; every line passes through scrubLine
 * (scrub.ts) before it is written.
 */
export function createLogger(name: string, options: LoggerOptions = {}): Logger {
  return pino(
    {
      name,
      level: options.level ?? logLevel(process.env.LOG_LEVEL),
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      // A line written while answering a request names it (request-context.ts).
      mixin: () => {
        const reqId = currentRequestId()
        return reqId ? { reqId } : {}
      },
      serializers: { err: pino.stdSerializers.err, ...options.serializers },
      hooks: { streamWrite: scrubLine },
    },
    options.destination ?? standardOutput(),
  )
}

/**
 * How often a batch of log lines is written at the latest: `LOG_FLUSH_MS` (10–10,000), default once a
 * second. The integration suites, which read the CMS's log after each request they test, set 50.
 */
export function logFlushMs(value: string | undefined): number {
  const ms = /^\d{1,5}$/.test(value ?? '') ? Number(value) : NaN
  return ms >= 10 && ms <= 10_000 ? ms : 1000
}

/**
 * Standard output, written asynchronously in batches of 4 KB, and at least once a second (the edge's
 * access log does the same: `buffer=64k flush=1s`). One write call per request line cost a cached
 * page about 14 % of its CPU time (measured with --cpu-prof under wrk); a batch is one write per 15–20
 * lines. pino flushes what is left when the process exits.
 */
const standardOutput = () =>
  pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: logFlushMs(process.env.LOG_FLUSH_MS) })

const KEY = Symbol.for('jtt.logger')
const holder = globalThis as typeof globalThis & { [KEY]?: Logger }

/**
 * The process's logger, made once: the front's bundle and Next's server bundles share it (one
 * destination, lines never interleaved). The app names it first thing (its server.ts); a module
 * asking before that gets one named `app`.
 */
export const processLogger = (name?: string): Logger => (holder[KEY] ??= createLogger(name ?? 'app'))

/** Makes `logger` the process's logger (tests, which read what the apps' log sites write). */
export function installProcessLogger(logger: Logger): void {
  holder[KEY] = logger
}
