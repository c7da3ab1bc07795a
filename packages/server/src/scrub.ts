/**
 * What a log line must never carry (issue 26): secrets, tokens, passwords, full email addresses and
 * message bodies. Applied to every line both apps write (log.ts), whatever wrote it — our code,
 * Payload, a library's error message — so a new log site cannot leak by forgetting it.
 */

/** Keys whose values are secrets, whatever they hold. */
const SECRET_KEY = /pass(word|phrase)?$|secret|token|authori[sz]ation|cookie|api[-_]?key|signature|session|captcha|otp/i
/** Keys whose values are what a visitor wrote or who they are: kept out, only their size is told. */
const PERSONAL_KEY = /^(body|message|text|html|comment|content|phone|telephone|email|to|from|replyTo)$/i
/** Within an error (`err` and what it carries) `message` says what failed: scrubbed as text, not withheld. */
const ERROR_KEY = /^(err|error|cause)$/i
/** A line's own fields, written by the logger itself: passed as they are. */
const LINE_FIELDS = new Set(['level', 'time', 'pid', 'hostname', 'name', 'reqId'])

const EMAIL = /([A-Za-z0-9._%+-])[A-Za-z0-9._%+-]*@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)/g
/** JWTs (three base64url parts) and long opaque strings: session tokens, link tokens, keys. */
const JWT = /\beyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\b/g
// Mixed case and digits (base64url): hex ids, hashes and UUIDs (request ids, ETags) are no secret here.
const OPAQUE = /\b(?=[\w-]*[a-z])(?=[\w-]*[A-Z])(?=[\w-]*\d)[\w-]{24,}(?:\.[\w-]{16,})?\b/g
const BEARER = /\b(Bearer|Basic|JWT)\s+\S+/gi
/** `token=…`, `password=…` in a query string or a form body quoted in a message. */
const SECRET_PARAM = /\b([A-Za-z_]*(?:token|password|secret|key|signature|session)[A-Za-z_]*)=([^&\s"']+)/gi
const EMAIL_PARAM = /\b(email|to|from)=([^&\s"']+)/gi

const MAX_DEPTH = 8

/** What a line must contain for any rule above to apply: a key of either kind, an @, a JWT or a bearer. */
const SUSPECT = new RegExp(
  `@|eyJ|bearer|basic |jwt |${[SECRET_KEY, PERSONAL_KEY].map((key) => key.source.replace(/[\^$]/g, '')).join('|')}`,
  'i',
)
const OPAQUE_ANYWHERE = new RegExp(OPAQUE.source)

/** A string with its emails reduced to their first letter and domain, and tokens left out. */
function scrubText(text: string): string {
  return text
    .replace(BEARER, '$1 [redacted]')
    .replace(SECRET_PARAM, '$1=[redacted]')
    .replace(EMAIL_PARAM, '$1=[redacted]')
    .replace(JWT, '[token]')
    .replace(OPAQUE, '[token]')
    .replace(EMAIL, '$1***@$2')
}

const withheld = (value: unknown) =>
  typeof value === 'string' ? `[withheld: ${value.length} characters]` : value == null ? value : '[withheld]'

/**
 * A copy of a log line's value with secrets and personal data left out: by key (a password, a message
 * body) and by look (an email address, a token inside any text).
 */
function scrubValue(value: unknown, key = '', inError = false, depth = 0): unknown {
  if (key && SECRET_KEY.test(key)) return value == null ? value : '[redacted]'
  if (key && PERSONAL_KEY.test(key) && !(inError && key === 'message')) return withheld(value)
  if (typeof value === 'string') return scrubText(value)
  if (value === null || typeof value !== 'object') return value
  if (depth >= MAX_DEPTH) return '[nested]'
  const errorPart = inError || ERROR_KEY.test(key)
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, '', errorPart, depth + 1))
  const out: Record<string, unknown> = {}
  for (const [name, item] of Object.entries(value)) out[name] = scrubValue(item, name, errorPart, depth + 1)
  return out
}

/**
 * One serialized line (pino's `streamWrite` hook), scrubbed. `msg` is text like any other value; the
 * line's own fields (`level`, `time`, …) pass as they are.
 */
export function scrubLine(line: string): string {
  // Most lines (a request's: route pattern, status, numbers, a hex id) hold nothing to scrub: passed
  // as written, without parsing them (measured: parsing every request line halved a cached page's req/s).
  if (!SUSPECT.test(line) && !OPAQUE_ANYWHERE.test(line)) return line
  let parsed: unknown
  try {
    parsed = JSON.parse(line)
  } catch {
    return `${scrubText(line.trimEnd())}\n`
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return `${scrubText(line.trimEnd())}\n`
  const out: Record<string, unknown> = {}
  for (const [name, item] of Object.entries(parsed))
    out[name] = LINE_FIELDS.has(name)
      ? item
      : name === 'msg' && typeof item === 'string'
        ? scrubText(item)
        : scrubValue(item, name)
  return `${JSON.stringify(out)}\n`
}
