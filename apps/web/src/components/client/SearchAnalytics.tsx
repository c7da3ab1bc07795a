'use client'

import { useEffect } from 'react'
import type { Locale } from '@/i18n/locales'

const ENDPOINT = '/api/search-events'
/** Kept in this page's history entry: the search it counted (a reload or a step back counts nothing). */
const COUNTED = 'jttSearchCounted'

/** Fire and forget; keepalive lets it leave while the visitor is already on the result. No cookies go. */
const send = (body: Record<string, unknown>) =>
  fetch(ENDPOINT, {
    method: 'POST',
    keepalive: true,
    credentials: 'omit',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).catch(() => {})

type Props = {
  q: string
  locale: Locale
  /** The search's result count when this view is the search itself (its first page, all types), else null. */
  results: number | null
}

/**
 * Search analytics from the results page (issue 28): counts the visitor's search once — from the
 * browser, because a results page may come from the site's page cache without asking the content
 * service, and a prefetch or a crawler renders pages no visitor asked for — and counts the results
 * they open (any link of the list marked `data-search-results`, by click, middle click or Enter). It
 * sends the query, the language and the count, nothing else; without JavaScript nothing is counted.
 */
export function SearchAnalytics({ q, locale, results }: Props) {
  useEffect(() => {
    if (results === null) return
    const key = `${locale}:${q}`
    const state: unknown = window.history.state
    if (state && typeof state === 'object' && (state as Record<string, unknown>)[COUNTED] === key) return
    window.history.replaceState({ ...(state as object | null), [COUNTED]: key }, '')
    void send({ event: 'search', q, locale, results })
  }, [q, locale, results])

  useEffect(() => {
    const onOpen = (event: MouseEvent) => {
      if (event.type === 'auxclick' && event.button !== 1) return
      const target = event.target instanceof Element ? event.target : null
      if (target?.closest('[data-search-results] a[href]')) void send({ event: 'follow', q, locale })
    }
    document.addEventListener('click', onOpen)
    document.addEventListener('auxclick', onOpen)
    return () => {
      document.removeEventListener('click', onOpen)
      document.removeEventListener('auxclick', onOpen)
    }
  }, [q, locale])

  return null
}
