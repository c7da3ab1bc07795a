/**
 * Atom 1.0 (RFC 4287) documents for the site's feeds: traffic advisories and press releases, one feed
 * per language. Pure: the route handlers give it the items already read and localized, with absolute
 * URLs. Relative imports only (unit-tested without the `@/` alias).
 */
import { el, xmlDocument, type Xml } from './xml'

export const ATOM_NS = 'http://www.w3.org/2005/Atom'
export const ATOM_TYPE = 'application/atom+xml'

type AtomPerson = { name: string; uri?: string }

export type AtomEntry = {
  /** A permanent, universally unique IRI (a tag: URI: `tagUri`), never the changing address. */
  id: string
  title: string
  /** Last significant change. */
  updated: Date
  published?: Date
  /** The item's page on the site (absolute), or another representation of it (`linkType`). */
  link: string
  /** The linked document's media type; by default `text/html` (a CAP index links `application/cap+xml`). */
  linkType?: string
  summary?: string
  /** Terms (e.g. kind, severity, section) with readable labels. */
  categories?: readonly { term: string; label: string }[]
}

export type AtomFeed = {
  id: string
  title: string
  subtitle?: string
  /** BCP 47 tag of the feed's text (`id-ID`, `en-US`): `xml:lang` on the feed. */
  lang: string
  /** The feed's own address (rel="self") and the page it mirrors (rel="alternate"), absolute. */
  selfUrl: string
  alternateUrl: string
  author: AtomPerson
  /**
   * When the feed last changed; by default the newest entry's `updated`. A feed whose entries leave it
   * by the clock (an advisory that ended) passes the time of that change, or its `updated` would go back.
   */
  updated?: Date
  /** For an empty feed without `updated`: its `updated` is this (RFC 4287 requires one). */
  emptySince: Date
  entries: readonly AtomEntry[]
}

/** RFC 3339 in UTC, whole seconds: `2026-11-26T12:00:00Z`. */
export const atomTime = (date: Date): string => `${date.toISOString().slice(0, 19)}Z`

/**
 * A tag: URI (RFC 4151) naming one item for good: `tag:jasamargatransjawatol.co.id,2026:press-release:12:en`.
 * The authority is the site's host (without a port); the date says when it held it.
 */
export function tagUri(siteUrl: string, ...specific: string[]): string {
  const host = new URL(siteUrl).hostname
  return `tag:${host},2026:${specific.map((part) => encodeURIComponent(part)).join(':')}`
}

const person = (tag: string, p: AtomPerson): Xml =>
  el(tag, null, el('name', null, p.name), p.uri && el('uri', null, p.uri))

const newest = (dates: readonly Date[]): Date | undefined =>
  dates.length === 0 ? undefined : new Date(Math.max(...dates.map((d) => d.getTime())))

function entry(e: AtomEntry): Xml {
  return el(
    'entry',
    null,
    el('id', null, e.id),
    el('title', { type: 'text' }, e.title),
    el('updated', null, atomTime(e.updated)),
    e.published && el('published', null, atomTime(e.published)),
    el('link', { rel: 'alternate', type: e.linkType ?? 'text/html', href: e.link }),
    ...(e.categories ?? []).map((c) => el('category', { term: c.term, label: c.label })),
    e.summary && el('summary', { type: 'text' }, e.summary),
  )
}

/** The feed as an Atom 1.0 document. */
export function atomFeed(feed: AtomFeed): string {
  const updated = feed.updated ?? newest(feed.entries.map((e) => e.updated)) ?? feed.emptySince
  return xmlDocument(
    el(
      'feed',
      { xmlns: ATOM_NS, 'xml:lang': feed.lang },
      el('id', null, feed.id),
      el('title', { type: 'text' }, feed.title),
      feed.subtitle && el('subtitle', { type: 'text' }, feed.subtitle),
      el('updated', null, atomTime(updated)),
      el('link', { rel: 'self', type: ATOM_TYPE, href: feed.selfUrl }),
      el('link', { rel: 'alternate', type: 'text/html', href: feed.alternateUrl }),
      person('author', feed.author),
      ...feed.entries.map(entry),
    ),
  )
}
