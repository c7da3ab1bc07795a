import { z } from 'zod'
import { trustedProxies } from './client-ip'

/**
 * The pieces both apps build their settings from (apps/web/src/env.ts, apps/cms/src/lib/env.ts): one
 * zod field per environment variable, which parses the text into its type or says, in one line, what
 * the variable takes — `CMS_PORT must be a whole number from 1 to 65535 (got "abc")`.
 */

/** Settings the app cannot run with. The message is one line naming each variable at fault. */
export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** The environment, as `process.env` or a test's own object. */
export type Environment = Record<string, string | undefined>

/** Unset and empty mean the same: `X=` in .env, or `${X:-}` in compose.yaml, leaves the default. */
const given = (raw: string | undefined) => raw?.trim() || undefined

type FieldOptions<T> = { default?: T }
/** The field's type: `T` with a default, else `T | undefined` (unset). */
type Read<T, O> = O extends { default: T } ? T : T | undefined

/**
 * A variable read with `parse`, which answers null for a text that does not fit; the start then stops
 * with "<NAME> must be <expects> (got …)". A secret's text is never repeated, only its length.
 */
function field<T, O extends FieldOptions<T>>(
  expects: string,
  parse: (text: string) => T | null,
  options?: O,
  { secret = false } = {},
) {
  return z
    .string()
    .optional()
    .transform((raw, ctx): Read<T, O> => {
      const text = given(raw)
      const value = text === undefined ? undefined : parse(text)
      if (value === null) {
        const got = secret ? `${text!.length} characters` : JSON.stringify(text)
        ctx.issues.push({ code: 'custom', input: raw, message: `must be ${expects} (got ${got})` })
        return z.NEVER
      }
      return (value ?? options?.default) as Read<T, O>
    })
}

export const wholeNumber = <O extends FieldOptions<number>>(min: number, max: number, options?: O) =>
  field(
    `a whole number from ${min} to ${max}`,
    (text) => (/^\d+$/.test(text) && Number(text) >= min && Number(text) <= max ? Number(text) : null),
    options,
  )

export const port = <O extends FieldOptions<number>>(options?: O) => wholeNumber(1, 65535, options)

/** Free text (trimmed): names, paths, keys. */
export const text = <O extends FieldOptions<string>>(options?: O) => field('text', (t) => t, options)

/** A text that must match `pattern`, e.g. a container id. */
export const matching = <O extends FieldOptions<string>>(pattern: RegExp, expects: string, options?: O) =>
  field(expects, (t) => (pattern.test(t) ? t : null), options)

/** One of a few words, e.g. `development` or `production`. */
export const oneOf = <const W extends string, O extends FieldOptions<W>>(words: readonly W[], options?: O) =>
  field(`one of ${words.join(', ')}`, (t) => (words.includes(t as W) ? (t as W) : null), options)

/** A secret of at least `minLength` characters; its value never appears in a message. */
export const secret = (minLength: number) =>
  field(`at least ${minLength} random characters`, (t) => (t.length >= minLength ? t : null), undefined, {
    secret: true,
  })

type UrlOptions = FieldOptions<string> & { protocols?: readonly string[] }
const describeProtocols = (protocols: readonly string[]) => protocols.map((p) => `${p}//`).join(' or ')
const isUrl = (t: string, protocols: readonly string[]) => URL.canParse(t) && protocols.includes(new URL(t).protocol)

/** An absolute URL with one of `protocols` (http and https by default), as written. */
export const url = <O extends UrlOptions>(options?: O) => {
  const protocols = options?.protocols ?? ['http:', 'https:']
  return field(`a URL starting with ${describeProtocols(protocols)}`, (t) => (isUrl(t, protocols) ? t : null), options)
}

/** Comma-separated URLs, each trimmed; empty entries are skipped. */
export const urlList = <O extends FieldOptions<string[]>>(options?: O) => {
  const protocols = ['http:', 'https:']
  const parse = (t: string) => {
    const urls = t
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
    return urls.every((u) => isUrl(u, protocols)) ? urls : null
  }
  return field(`comma-separated URLs starting with ${describeProtocols(protocols)}`, parse, options)
}

/** TRUSTED_PROXIES as @jtt/server reads it: addresses, subnets or `loopback`, comma-separated. */
export const proxyList = () =>
  field('addresses, subnets (10.0.0.0/8) or loopback, comma-separated', (t) => {
    try {
      trustedProxies(t)
      return t
    } catch {
      return null
    }
  })

/** `development` or `production`: APP_ENV, else production whenever NODE_ENV is. */
export const appEnvironment = (appEnv: string | undefined, nodeEnv: string | undefined) =>
  appEnv ?? (nodeEnv === 'production' ? 'production' : 'development')

/** Parses the environment with an app's schema, or throws a ConfigError naming every variable at fault. */
export function readSettings<S extends z.ZodType>(schema: S, source: Environment): z.output<S> {
  const result = schema.safeParse(source)
  if (result.success) return result.data
  const problems = result.error.issues.map((issue) => `${String(issue.path[0] ?? '')} ${issue.message}`)
  throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`)
}

/**
 * Throws a ConfigError when one of `required` (name → what it must be) is unset, e.g. what production
 * has no default for. Their format is the schema's business (readSettings).
 */
export function requireSettings(source: Environment, required: Record<string, string>): void {
  const missing = Object.entries(required).filter(([name]) => given(source[name]) === undefined)
  if (missing.length === 0) return
  const problems = missing.map(([name, expects]) => `${name} must be ${expects} (got nothing)`)
  throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`)
}

/**
 * For a server's or a command's start: a ConfigError ends the process with its one line and exit code
 * 1, before anything is served or written.
 */
export function exitOnConfigError(check: () => void): void {
  try {
    check()
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    // One plain line on stderr, not a log line: the process ends before it serves, and the person
    // starting it reads what to fix (start-config.test.ts).
    // eslint-disable-next-line no-console
    console.error(error.message)
    process.exit(1)
  }
}

/**
 * An app's settings, read from the environment when first used rather than when imported: the entries
 * check the environment first (exitOnConfigError), so a module that imports the settings before that
 * check has run reads nothing yet.
 */
export function settingsOnFirstUse<T extends object>(read: () => T): T {
  let settings: T | undefined
  const current = () => (settings ??= read())
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(current(), key),
    has: (_, key) => Reflect.has(current(), key),
    ownKeys: () => Reflect.ownKeys(current()),
    getOwnPropertyDescriptor: (_, key) => Reflect.getOwnPropertyDescriptor(current(), key),
  })
}
