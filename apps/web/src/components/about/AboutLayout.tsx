import type { ReactNode } from 'react'
import { Breadcrumbs, type Crumb } from '@/components/layout/Breadcrumbs'
import { PageShell } from '@/components/layout/PageShell'
import { SectionNav, sectionOf } from '@/components/layout/SectionNav'
import type { Locale } from '@/i18n/locales'
import type { Alternates } from '@/lib/alternates'
import type { EditTarget } from '@/lib/cms-admin'
import { getMenu } from '@/lib/content'
import styles from './about.module.css'

type Props = {
  locale: Locale
  alternates: Alternates
  title: string
  /** `lang="id"` when the title fell back to Indonesian on an English page. */
  titleLang?: 'id'
  /** Pages between the section and this one (a business line sits under JTT Business). */
  parents?: Crumb[]
  /** The section menu entry to mark as current, when this page has none of its own. */
  navCurrent?: string
  /** Shown under the title (introduction, dates, a fallback note). */
  lead?: ReactNode
  /** What the page shows, for the preview bar's "edit in the CMS" link. */
  edit?: EditTarget
  children: ReactNode
}

/**
 * The frame of every About Us page: breadcrumbs, the title, and the section's pages beside the content
 * (below it on small screens), all server-rendered.
 */
export async function AboutLayout({
  locale,
  alternates,
  title,
  titleLang,
  parents = [],
  navCurrent,
  lead,
  edit,
  children,
}: Props) {
  const current = navCurrent ?? alternates[locale]
  const group = sectionOf(await getMenu(), current, locale)
  const trail: Crumb[] = [
    ...(group ? [{ label: group.title[locale], href: locale === 'en' ? group.enUrl : group.url }] : []),
    ...parents,
    { label: title },
  ]
  return (
    <PageShell locale={locale} alternates={alternates} edit={edit}>
      <div className="container">
        <Breadcrumbs locale={locale} trail={trail} />
        <div className={styles.layout}>
          <article className={styles.main}>
            <header className={styles.header}>
              <h1 lang={titleLang}>{title}</h1>
              {lead}
            </header>
            {children}
          </article>
          <aside className={styles.aside}>
            <SectionNav locale={locale} current={current} />
          </aside>
        </div>
      </div>
    </PageShell>
  )
}
