/** The admin's interface languages: Indonesian (the default) and English. */
export const ADMIN_LANGUAGES = ['id', 'en'] as const
export type AdminLanguage = (typeof ADMIN_LANGUAGES)[number]

/**
 * A user-facing string of the admin in both interface languages. Payload takes such an object
 * wherever it takes a label or a description, and shows the user's language.
 */
export type Bilingual = Record<AdminLanguage, string>

/** Anything that carries Payload's i18n: a PayloadRequest, or the options Payload gives a validator. */
export type WithLanguage = { i18n?: { language?: string } | null } | null | undefined

/**
 * The interface language a request is answered in: Payload sets `req.i18n` from the user's choice
 * (the `payload-lng` cookie, set from their account when they sign in) or the Accept-Language header. Indonesian when there is none (a task,
 * a script), as in the admin.
 */
export const languageOf = (req: WithLanguage): AdminLanguage => (req?.i18n?.language === 'en' ? 'en' : 'id')

/**
 * The cookie Payload reads the interface language from (`${cookiePrefix}-lng`, no prefix set): set for a
 * year from the user's account at each sign-in and token refresh (auth/interfaceLanguageCookie.ts).
 */
export const LANGUAGE_COOKIE = 'payload-lng'
