import type { CollectionConfig } from 'payload'
import { requireScope } from '../../access/requireScope'
import { forgetSynonymsAfterChange, forgetSynonymsAfterDelete } from './hooks/forgetSynonyms'
import { summarize } from './hooks/summarize'
import { termFromAddress } from './termFromAddress'
import { MAX_TERM_LENGTH, MAX_TERMS, validateFromTerm, validateTerms } from './validate'

/**
 * Site search's synonyms, kept by editors (issue 28): groups of terms that find each other ('rest
 * area', 'tempat istirahat', 'TIP'), or one-way expansions ('TIP' also finds 'tempat istirahat dan
 * pelayanan'), per language. Applied to queries as they are asked: a change needs no reindex, and the
 * site's recent results are emptied by publish-to-live. Visitors never read them.
 */
export const SearchSynonyms: CollectionConfig = {
  slug: 'search-synonyms',
  labels: {
    singular: { en: 'Search synonym', id: 'Sinonim pencarian' },
    plural: { en: 'Search synonyms', id: 'Sinonim pencarian' },
  },
  access: {
    read: requireScope('content:read'),
    create: requireScope('content:write'),
    update: requireScope('content:write'),
    delete: requireScope('content:write'),
  },
  admin: {
    useAsTitle: 'summary',
    defaultColumns: ['summary', 'locale', 'kind'],
    description: {
      en: 'Terms visitors use for one thing. A change applies to searches within seconds.',
      id: 'Istilah yang dipakai pengunjung untuk satu hal. Perubahan berlaku untuk pencarian dalam beberapa detik.',
    },
  },
  hooks: {
    beforeChange: [summarize],
    afterChange: [forgetSynonymsAfterChange],
    afterDelete: [forgetSynonymsAfterDelete],
  },
  fields: [
    {
      name: 'locale',
      type: 'select',
      required: true,
      defaultValue: 'all',
      label: { en: 'Language', id: 'Bahasa' },
      options: [
        { value: 'all', label: { en: 'Both languages', id: 'Kedua bahasa' } },
        { value: 'id', label: { en: 'Indonesian', id: 'Bahasa Indonesia' } },
        { value: 'en', label: { en: 'English', id: 'Bahasa Inggris' } },
      ],
    },
    {
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: 'equivalent',
      label: { en: 'Kind', id: 'Jenis' },
      options: [
        {
          value: 'equivalent',
          label: { en: 'Equivalent terms (each finds the others)', id: 'Padanan (saling menemukan)' },
        },
        { value: 'oneWay', label: { en: 'One-way expansion', id: 'Perluasan satu arah' } },
      ],
    },
    {
      name: 'term',
      type: 'text',
      maxLength: MAX_TERM_LENGTH,
      label: { en: 'Term searched', id: 'Istilah yang dicari' },
      validate: validateFromTerm,
      admin: {
        condition: (_, sibling) => sibling?.kind === 'oneWay',
        description: { en: 'It also finds the terms below.', id: 'Istilah ini juga menemukan istilah di bawah.' },
      },
    },
    {
      name: 'terms',
      type: 'array',
      maxRows: MAX_TERMS,
      label: { en: 'Terms', id: 'Istilah' },
      labels: { singular: { en: 'Term', id: 'Istilah' }, plural: { en: 'Terms', id: 'Istilah' } },
      validate: validateTerms,
      defaultValue: termFromAddress,
      fields: [
        {
          name: 'term',
          type: 'text',
          required: true,
          maxLength: MAX_TERM_LENGTH,
          label: { en: 'Term', id: 'Istilah' },
        },
      ],
    },
    {
      name: 'summary',
      type: 'text',
      label: { en: 'Summary', id: 'Ringkasan' },
      admin: { readOnly: true, description: { en: 'Written on save.', id: 'Ditulis saat disimpan.' } },
    },
  ],
}
