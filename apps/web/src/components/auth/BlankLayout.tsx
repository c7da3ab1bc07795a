import type { ReactNode } from 'react'
import { homeHrefOf } from '@/lib/home-href'
import type { Locale } from '@/i18n/locales'
import styles from './auth.module.css'

/** Spec §2 "blank layout": the editors' pages have no site header, menu or footer — one card. */
export function BlankLayout({
  locale,
  homeLabel,
  children,
}: {
  locale: Locale
  homeLabel: string
  children: ReactNode
}) {
  return (
    <main id="main" className={styles.page}>
      <div className={styles.card}>
        {/* A plain link: these pages stand apart from the site's navigation. */}
        <a href={homeHrefOf(locale)} aria-label={homeLabel}>
          {/* eslint-disable-next-line @next/next/no-img-element -- a fixed-size SVG logo */}
          <img src="/logo-jtt.svg" alt="" width={176} height={44} />
        </a>
        {children}
      </div>
    </main>
  )
}
