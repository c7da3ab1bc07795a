import { getLocale } from 'next-intl/server'
import { ErrorPage } from '@/components/ErrorPage'
import { isLocale } from '@/i18n/locales'

/** 404 inside a language (spec §2/§8), rendered on the server so it reads without JavaScript. */
export default async function NotFound() {
  const requested = await getLocale()
  return <ErrorPage locale={isLocale(requested) ? requested : 'id'} code={404} inlineHead />
}
