import type { Attributes } from '@opentelemetry/api'
import type { Span, SpanProcessor } from '@opentelemetry/sdk-trace-node'

/**
 * What a span must never carry, as a log line must not (scrub.ts): Next.js names its spans and sets
 * their attributes from addresses (`http.target`, `http.url`, `fetch GET …`), whose query strings hold
 * what visitors type (a search) and tokens (an unsubscribe link), and Payload's admin takes some
 * tokens in the path (`/admin/reset/<token>`). Queries keep their parameters' names, not their values;
 * a path segment that looks like a token (24+ letters and digits, with a digit, no hyphen: slugs have
 * hyphens) becomes `[token]`.
 */
const QUERY = /\?([^\s#"']*)/g
const TOKEN_SEGMENT = /\/(?=[\w.~]*\d)[\w.~]{24,}(?=[/?#\s"']|$)/g

/** `a=1&b=2` → `a&b`. */
const namesOnly = (query: string) =>
  query
    .split('&')
    .map((part) => part.split('=')[0])
    .join('&')

function scrubAddressText(text: string): string {
  return text.replace(QUERY, (_, query: string) => `?${namesOnly(query)}`).replace(TOKEN_SEGMENT, '/[token]')
}

/** The attributes whose text changes when scrubbed, with their new text. */
const scrubbed = (attributes: Attributes) =>
  Object.entries(attributes).flatMap(([key, value]) => {
    const clean = typeof value === 'string' ? scrubAddressText(value) : value
    return clean === value ? [] : [[key, clean as string] as const]
  })

/**
 * Each span's name and attributes as it ends (while it can still change, before any processor sends
 * it), and its events' attributes: everything set during its life passes here.
 */
export class ScrubbingSpanProcessor implements SpanProcessor {
  onStart(): void {}
  onEnding(span: Span): void {
    span.updateName(scrubAddressText(span.name))
    for (const [key, value] of scrubbed(span.attributes)) span.setAttribute(key, value)
    for (const event of span.events)
      if (event.attributes) for (const [key, value] of scrubbed(event.attributes)) event.attributes[key] = value
  }
  onEnd(): void {}
  forceFlush = () => Promise.resolve()
  shutdown = () => Promise.resolve()
}
