import { isSitePath } from '@jtt/content-api'

/**
 * Internal redirect path safety (spec §5): a redirect target taken from user input (for example a
 * `?next=` parameter) must start with `/` and contain only ASCII letters, digits and `@ - % _ ~ /`.
 * Anything else (schemes, hosts, dots, query strings, backslashes, whitespace) is refused. Within
 * that set, the contract's site-path check (also the CMS's for links) refuses what browsers or a
 * server decoding escapes would still lead to another host: `//evil%2Eexample`, `/%5Cevil`,
 * `/%2F%2Fevil`.
 */
const ALLOWED_PATH = /^\/[A-Za-z0-9@\-%_~/]*$/

export const isSafeInternalPath = (path: string): boolean => ALLOWED_PATH.test(path) && isSitePath(path)

/** The path when it is a safe internal path, otherwise `fallback`. */
export function safeInternalPath(path: string | null | undefined, fallback = '/'): string {
  return typeof path === 'string' && isSafeInternalPath(path) ? path : fallback
}
