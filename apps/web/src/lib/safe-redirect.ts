/**
 * Internal redirect path safety (spec §5): a redirect target taken from user input (for example a
 * `?next=` parameter) must start with `/` and contain only ASCII letters, digits and `@ - % _ ~ /`.
 * Anything else (schemes, hosts, dots, query strings, backslashes, whitespace) is refused.
 */
const ALLOWED_PATH = /^\/[A-Za-z0-9@\-%_~/]*$/

export function isSafeInternalPath(path: string): boolean {
  if (!ALLOWED_PATH.test(path)) return false
  // `//evil.example` is a protocol-relative URL: browsers resolve it to another host. Written as
  // `//evil%2Eexample` or `//localhost` it even passes the character check. `/\evil.example` is treated the same way by
  // browsers, which normalise `\` to `/` in URLs; the character set already excludes `\`, but the
  // explicit check keeps this safe if the set is ever widened.
  if (path.startsWith('//') || path.startsWith('/\\')) return false
  // Escapes may not smuggle those back in: `/%5Cevil` and `/%2F%2Fevil` decode to `/\evil` and
  // `///evil`, which some servers and proxies normalise into another host or path.
  let decoded: string
  try {
    decoded = decodeURIComponent(path)
  } catch {
    return false
  }
  return !decoded.includes('\\') && !decoded.startsWith('//')
}

/** The path when it is a safe internal path, otherwise `fallback`. */
export function safeInternalPath(path: string | null | undefined, fallback = '/'): string {
  return typeof path === 'string' && isSafeInternalPath(path) ? path : fallback
}
