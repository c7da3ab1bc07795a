import { isCommonPassword } from './commonPasswords'

/** Spec §5 strong password: ≥ 8 characters with a lowercase, an uppercase, a digit and a special character. */
const PASSWORD_MIN_LENGTH = 8

/** Languages the CMS answers password problems in (the admin's language, else English). */
export type PasswordLocale = 'en' | 'id'

const RULES = [
  {
    need: { en: `at least ${PASSWORD_MIN_LENGTH} characters`, id: `minimal ${PASSWORD_MIN_LENGTH} karakter` },
    ok: (p: string) => p.length >= PASSWORD_MIN_LENGTH,
  },
  { need: { en: 'a lowercase letter', id: 'huruf kecil' }, ok: (p: string) => /[a-z]/.test(p) },
  { need: { en: 'an uppercase letter', id: 'huruf besar' }, ok: (p: string) => /[A-Z]/.test(p) },
  { need: { en: 'a digit', id: 'angka' }, ok: (p: string) => /\d/.test(p) },
  // "special" per spec: a non-word character or underscore
  { need: { en: 'a special character', id: 'karakter khusus' }, ok: (p: string) => /[\W_]/.test(p) },
] as const

const MESSAGES = {
  weak: {
    en: (missing: string) => `Password is too weak: it needs ${missing}.`,
    id: (missing: string) => `Kata sandi terlalu lemah: harus memuat ${missing}.`,
  },
  common: {
    en: 'This password is one of the most commonly used passwords and is easy to guess; choose another.',
    id: 'Kata sandi ini termasuk yang paling sering dipakai sehingga mudah ditebak; pilih kata sandi lain.',
  },
}

/** What the password lacks, in words; empty when it is strong. */
export function missingPasswordRules(password: string, locale: PasswordLocale = 'en'): string[] {
  return RULES.filter((rule) => !rule.ok(password)).map((rule) => rule.need[locale])
}

/** Why a password cannot be used (too weak, or too common), or null when it can. */
export function passwordProblem(password: string, locale: PasswordLocale = 'en'): string | null {
  const missing = missingPasswordRules(password, locale)
  if (missing.length > 0) return MESSAGES.weak[locale](missing.join(', '))
  if (isCommonPassword(password)) return MESSAGES.common[locale]
  return null
}
