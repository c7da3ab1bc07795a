import type { CollectionSlug, Payload, SanitizedCollectionConfig, Where } from 'payload'
import type { Bilingual } from '../i18n/language'
import { siteCollections } from '../publishing/siteContent'

/** A collection's name in the list's plural, in both languages (every label of this project is). */
export const pluralOf = (config: SanitizedCollectionConfig): Bilingual =>
  (config.labels.plural as Bilingual | undefined) ?? { id: config.slug, en: config.slug }

/** The collections the site shows, that editors write (no uploads): what the dashboard counts content in. */
export const contentCollections = (payload: Payload): SanitizedCollectionConfig[] =>
  payload.config.collections.filter((config) => siteCollections[config.slug] && !config.upload)

/** Those with drafts and publishing. */
export const draftCollections = (payload: Payload) => contentCollections(payload).filter((c) => c.versions?.drafts)

export const slugOf = (config: SanitizedCollectionConfig) => config.slug as CollectionSlug

/** `where`, of a collection's published items when it has drafts (of every item when it has none). */
export const ofPublished = (config: SanitizedCollectionConfig, where: Where): Where =>
  config.versions?.drafts ? { and: [{ _status: { equals: 'published' } }, where] } : where
