import { en } from '@payloadcms/translations/languages/en'
import { id } from '@payloadcms/translations/languages/id'
import type { Config } from 'payload'
import { screenTranslations } from './screens'

/**
 * The admin's interface: Payload's own Indonesian and English translations, Indonesian by default
 * (proxy.ts gives it to a browser that has not chosen, whatever its Accept-Language). Each user chooses
 * theirs on their account (Interface language); Payload reads it from the `payload-lng` cookie, which
 * signing in sets from the account (auth/interfaceLanguageCookie.ts). This is apart from the content
 * locale (the language of the document being edited). The custom screens' words join Payload's
 * under their own namespace (screens.ts).
 */
export const adminI18n: NonNullable<Config['i18n']> = {
  supportedLanguages: { id, en },
  fallbackLanguage: 'id',
  translations: screenTranslations,
}
