/**
 * Names of the cookies the proxy looks at (without reading their values): the editor's bearer token
 * (spec §9: stored with the prefixes `auth.` and `_token`), and Next's draft-mode cookie, which an
 * editor's preview sets.
 */
export const TOKEN_COOKIE = 'auth._token.local'
export const DRAFT_MODE_COOKIE = '__prerender_bypass'
