import type { TFunction } from '@payloadcms/translations'
import type { Phrase, PhraseValue } from '../dashboard/attention'
import type { AdminLanguage } from '../i18n/language'
import type { ScreenKey } from '../i18n/screens'

const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR

/** "3 days ago", "5 hours ago", "just now" in the reader's language. */
function age(at: string, language: AdminLanguage, now: number): string {
  const elapsed = now - Date.parse(at)
  const words = new Intl.RelativeTimeFormat(language, { numeric: 'auto' })
  if (elapsed >= DAY) return words.format(-Math.floor(elapsed / DAY), 'day')
  if (elapsed >= HOUR) return words.format(-Math.floor(elapsed / HOUR), 'hour')
  return words.format(-Math.max(0, Math.floor(elapsed / 60_000)), 'minute')
}

/** A moment as people in Jakarta read it (the company's time zone, wherever the server runs). */
const time = (at: string, language: AdminLanguage) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Jakarta' }).format(
    new Date(at),
  )

/** Puts a dashboard phrase together in the reader's language. */
export function say(t: TFunction<ScreenKey>, language: AdminLanguage, phrase: Phrase, now = Date.now()): string {
  const value = (v: PhraseValue): string | number => {
    if (typeof v !== 'object') return v
    if ('word' in v) return t(`jtt:dashboard:${v.word}`)
    if ('at' in v) return v.as === 'age' ? age(v.at, language, now) : time(v.at, language)
    return v[language]
  }
  const values = Object.fromEntries(Object.entries(phrase.values ?? {}).map(([k, v]) => [k, value(v)]))
  return t(`jtt:dashboard:${phrase.word}`, values)
}
