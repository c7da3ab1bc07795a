/** The admin's interface languages: Indonesian (the default) and English. */
export type AdminLanguage = 'id' | 'en'

/**
 * A user-facing string of the admin in both interface languages. Payload takes such an object
 * wherever it takes a label or a description, and shows the user's language.
 */
export type Bilingual = Record<AdminLanguage, string>

/** Anything that carries Payload's i18n: a PayloadRequest, or the options Payload gives a validator. */
export type WithLanguage = { i18n?: { language?: string } | null } | null | undefined

/**
 * The interface language a request is answered in: Payload sets `req.i18n` from the user's choice
 * (the `payload-lng` cookie) or the Accept-Language header. Indonesian when there is none (a task,
 * a script), as in the admin.
 */
export const languageOf = (req: WithLanguage): AdminLanguage => (req?.i18n?.language === 'en' ? 'en' : 'id')

/**
 * The cookie Payload keeps the user's interface language in (`${cookiePrefix}-lng`, no prefix set):
 * the account page's language switch writes it for a year.
 */
export const LANGUAGE_COOKIE = 'payload-lng'
