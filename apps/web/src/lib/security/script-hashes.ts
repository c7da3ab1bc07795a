import crypto from 'node:crypto'

/** `type`s whose script runs (an empty or missing type is JavaScript); JSON-LD and the like do not. */
const RUNNABLE = /^(|text\/javascript|application\/javascript|module)$/i

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi

export const sha256Source = (text: string) =>
  `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`

/** The CSP sources of every inline script of a page that a browser would run, in order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? ''
    if (RUNNABLE.test(type)) hashes.add(sha256Source(body))
  }
  return [...hashes]
}

/** The policy with `sources` added to its `script-src` (which the site's policies always have). */
export function withScriptSources(policy: string, sources: string[]): string {
  if (sources.length === 0) return policy
  return policy.replace(/(^|;\s*)script-src\b([^;]*)/, (_, lead: string, values: string) => {
    const kept = values.trim().split(/\s+/).filter(Boolean)
    return `${lead}script-src ${[...new Set([...kept, ...sources])].join(' ')}`
  })
}
