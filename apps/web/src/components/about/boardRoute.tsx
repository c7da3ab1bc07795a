import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { langOf } from '@/components/content/Untranslated'
import { aboutMetadata, localeOf } from '@/lib/about-page'
import { routeAlternates } from '@/lib/alternates'
import { getAboutPages, getPeople } from '@/lib/content'
import { BoardPage } from './BoardPage'

type Props = { params: Promise<{ locale: string }> }
type BoardRoute = '/tentang-kami/profil/dewan-komisaris' | '/tentang-kami/profil/direksi'

/** The metadata and page of a board's route (commissioners or directors). */
export function boardRoute(board: 'commissioners' | 'directors', route: BoardRoute) {
  const alternates = routeAlternates(route)

  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const locale = await localeOf(params)
    const about = locale ? await getAboutPages(locale) : null
    if (!locale || !about) return {}
    const section = about.sections[board]
    return aboutMetadata(locale, section.title, alternates, section.meta)
  }

  async function Page({ params }: Props) {
    const locale = await localeOf(params)
    if (!locale) notFound()
    setRequestLocale(locale)
    const [about, members] = await Promise.all([getAboutPages(locale), getPeople(board, locale)])
    if (!about) notFound()
    return (
      <BoardPage
        locale={locale}
        alternates={alternates}
        board={board}
        section={about.sections[board]}
        sectionLang={langOf(about.untranslated, `sections.${board}`)}
        members={members}
      />
    )
  }
  return { generateMetadata, Page }
}
