import { extractHeaderLanguage } from '@payloadcms/translations'
import { parseCookies } from 'payload/shared'
import { LANGUAGE_COOKIE, type AdminLanguage } from './language'

const isAdminLanguage = (value: string | undefined): value is AdminLanguage => value === 'id' || value === 'en'

/**
 * The interface language of a request Payload has not read yet (the login guard answers before
 * Payload runs), by Payload's own rule (getRequestLanguage): the user's choice in the cookie, else the
 * browser's Accept-Language if it is one of ours, else Indonesian.
 */
export function requestLanguage(headers: Headers): AdminLanguage {
  const chosen = parseCookies(headers).get(LANGUAGE_COOKIE)
  if (isAdminLanguage(chosen)) return chosen
  const accepted = headers.get('accept-language')
  const fromBrowser = accepted ? extractHeaderLanguage(accepted) : undefined
  return isAdminLanguage(fromBrowser) ? fromBrowser : 'id'
}
