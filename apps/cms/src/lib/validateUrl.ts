import { isLinkTarget, isSitePath } from '@jtt/content-api'
import { languageOf, type AdminLanguage, type Bilingual, type WithLanguage } from '../i18n/language'

/** Payload's field validator: the options it passes carry the request, and so the user's language. */
type Validate = (value: string | null | undefined, options?: { req?: WithLanguage }) => true | string

const MESSAGES = {
  required: { id: 'Wajib diisi.', en: 'Required.' },
  backslash: {
    id: 'Garis miring terbalik (\\) membawa browser ke situs lain (dibaca sebagai /): gunakan / saja.',
    en: 'A backslash leads browsers to another site (they read it as /): use / only.',
  },
  whitespace: {
    id: 'Spasi, tab dan ganti baris tidak boleh ada dalam tautan: browser membuang atau mengubahnya.',
    en: 'Spaces, tabs and line breaks are not allowed in a link: browsers drop or rewrite them.',
  },
  sitePath: {
    id: 'Gunakan path situs seperti /halaman-lama (tanpa query atau fragmen).',
    en: 'Use a site path such as /old-page (no query or fragment).',
  },
  linkTarget: {
    id: 'Gunakan path situs seperti /halaman-baru atau URL http(s) lengkap.',
    en: 'Use a site path such as /new-page or a full http(s) URL.',
  },
} satisfies Record<string, Bilingual>

/** Why a path is refused, in the editor's terms: browsers would lead the visitor to another site. */
const offSiteReason = (value: string, language: AdminLanguage) =>
  value.includes('\\') || /%5c/i.test(value)
    ? MESSAGES.backslash[language]
    : /[\s\u0000-\u001f\u007f]/.test(value)
      ? MESSAGES.whitespace[language]
      : null

/** A site path (`/…`, as a redirect source must be) with no query or fragment. */
export const validateSitePath: Validate = (value, options) => {
  const language = languageOf(options?.req)
  if (!value) return MESSAGES.required[language]
  if (!/^\/[A-Za-z0-9@\-%_~/.]*$/.test(value) || !isSitePath(value))
    return offSiteReason(value, language) ?? MESSAGES.sitePath[language]
  return true
}

/** A link target: a path of this site (one that browsers keep on it) or a full http(s) URL. */
export const validateLinkTarget: Validate = (value, options) => {
  const language = languageOf(options?.req)
  if (!value) return MESSAGES.required[language]
  if (isLinkTarget(value)) return true
  return offSiteReason(value, language) ?? MESSAGES.linkTarget[language]
}

/** The same check for a field that may stay empty. */
export const optional =
  (validate: Validate): Validate =>
  (value, options) =>
    value ? validate(value, options) : true
