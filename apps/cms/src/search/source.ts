import type { DocumentType, Locale, SearchTarget, SearchType } from '@jtt/content-api'
import type { CollectionSlug, DataFromCollectionSlug, DataFromGlobalSlug, GlobalSlug } from 'payload'

/** One searchable thing of a document in one language. */
export type SearchEntry = {
  /** Tells apart several results of one document (the menu's items); leave out when there is one. */
  part?: string
  /** The result's type when it differs from the source's (e.g. a collection of mixed items). */
  type?: SearchType
  title: string
  /** Plain text (see `richTextToPlain`, `joinText`): searched, and the snippet is cut from it. */
  body?: string
  /** A short description (the SEO description): searched, and shown when the body has no match. */
  summary?: string
  /**
   * Words the item is known by beside its title (a rest area's facilities, the calculator on the service
   * page): searched above the body, below the title (with the title's stems), never shown, so the body
   * should say them too (snippets).
   */
  keywords?: string
  /** Where the result leads (the key in this language: a slug, an id, a screen). */
  target: SearchTarget
  /** A document's kind, which the site shows instead of the type's label. */
  kind?: DocumentType
}

/**
 * How a collection or global joins site search (its `search` entry in `publishing/siteContent.ts`):
 * the index reads each published document in every language (English falling back to Indonesian)
 * and stores what `extract` answers. Answer null (or []) for documents that must not be found.
 */
export type SearchSource = {
  type: SearchType
  /** Relationship depth the document is read with (default 0: ids only). */
  depth?: number
  /**
   * Bump when `extract` changes what it answers: the index is rebuilt at the next start (the
   * registry's types and versions are compared with those the index was built from).
   */
  version?: number
  extract: (doc: unknown, locale: Locale) => SearchEntry | SearchEntry[] | null
}

type Spec<D> = Omit<SearchSource, 'extract'> & {
  extract: (doc: D, locale: Locale) => SearchEntry | SearchEntry[] | null
}

/**
 * A collection's search entry, its `extract` typed with the collection's document. The index only
 * ever calls it with documents of that collection, which is what makes the widening below sound.
 */
export const collectionSearch = <S extends CollectionSlug>(spec: Spec<DataFromCollectionSlug<S>>): SearchSource =>
  spec as SearchSource

/** A global's search entry, its `extract` typed with the global's document. */
export const globalSearch = <S extends GlobalSlug>(spec: Spec<DataFromGlobalSlug<S>>): SearchSource =>
  spec as SearchSource
