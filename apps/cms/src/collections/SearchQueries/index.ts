import type { CollectionConfig } from 'payload'
import { canReadSearchAnalytics } from '../../access/canReadSearchAnalytics'
import { nobody } from '../../access/submissions'
import { labels } from '../../i18n/labels'
import { reportEndpoint } from './endpoints/report'

/**
 * Search analytics (issue 28): how often visitors searched for each query, per Jakarta day and site
 * language, how many results it found (its latest search) and how often one was opened. Only the folded
 * query is kept — never an address, cookie, user agent or anything else of the visitor, and no row of
 * one visitor: the rows are sums from the start. Counted by POST /v1/search-events (atomic SQL, see
 * search/analytics/), deleted after 90 days by the job queue, read in the admin at
 * /admin/search-analytics.
 */
export const SearchQueries: CollectionConfig = {
  slug: 'search-queries',
  labels: {
    singular: { id: 'Kueri pencarian', en: 'Search query' },
    plural: { id: 'Kueri pencarian', en: 'Search queries' },
  },
  access: { read: canReadSearchAnalytics, create: nobody, update: nobody, delete: nobody },
  // The rows are sums, read on their own screen (the list of rows would say little).
  admin: { hidden: true, useAsTitle: 'query' },
  // A row's day is its time; nothing else about when is kept.
  timestamps: false,
  defaultSort: '-day',
  indexes: [{ fields: ['day', 'locale', 'query'], unique: true }],
  endpoints: [reportEndpoint],
  fields: [
    { name: 'query', type: 'text', required: true, label: { id: 'Kueri', en: 'Query' } },
    {
      name: 'locale',
      type: 'select',
      required: true,
      label: labels.locale,
      options: [
        { value: 'id', label: { id: 'Bahasa Indonesia', en: 'Indonesian' } },
        { value: 'en', label: { id: 'Bahasa Inggris', en: 'English' } },
      ],
    },
    { name: 'day', type: 'text', required: true, index: true, label: { id: 'Hari', en: 'Day' } },
    { name: 'searches', type: 'number', required: true, label: { id: 'Pencarian', en: 'Searches' } },
    { name: 'results', type: 'number', required: true, label: { id: 'Hasil', en: 'Results' } },
    { name: 'followed', type: 'number', required: true, label: { id: 'Hasil dibuka', en: 'Results opened' } },
  ],
}
