/**
 * Names of the cookies the proxy looks at (without reading their values): the editor's bearer token
 * (spec §9: stored with the prefixes `auth.` and `_token`), and Next's draft-mode cookie, which an
 * editor's preview sets.
 */
export const TOKEN_COOKIE = 'auth._token.local'
export const DRAFT_MODE_COOKIE = '__prerender_bypass'

/**
 * The cookies that make a page personal: a request with neither is the same for every visitor, so the
 * front keeps and serves pages for it whatever other cookies it carries (analytics, consent), and the
 * edge (deploy/nginx, its template rendered from this list by scripts/lib/edge.mjs) does the same.
 */
export const PERSONAL_COOKIES = [TOKEN_COOKIE, DRAFT_MODE_COOKIE] as const
