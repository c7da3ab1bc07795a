import type { Field, Tab } from 'payload'
import { FIGURE_UNITS } from '@jtt/content-api'
import { richTextField } from '../../fields/richText'

const intro = (name = 'intro', label = 'Introduction'): Field => ({
  name,
  label,
  type: 'textarea',
  localized: true,
  maxLength: 1500,
})
const rupiah = (name: string, label: string, required = true): Field => ({
  name,
  label,
  type: 'number',
  required,
  min: 0,
  admin: { description: 'In Rupiah, without separators.' },
})
const percent = (name: string, label: string): Field => ({
  name,
  label,
  type: 'number',
  required: true,
  min: 0,
  max: 100,
})
const date = (name: string, label: string, required = true): Field => ({
  name,
  label,
  type: 'date',
  required,
  admin: { date: { pickerAppearance: 'dayOnly' } },
})

/** IR home: the introduction and key figures. */
const overview: Tab = {
  name: 'overview',
  label: 'IR home',
  fields: [
    intro(),
    {
      name: 'keyFigures',
      // The versions table's index name would pass PostgreSQL's 63-character limit.
      dbName: 'ir_key_figures',
      type: 'array',
      maxRows: 8,
      fields: [
        { name: 'label', type: 'text', localized: true, required: true, maxLength: 80 },
        { name: 'value', type: 'number', required: true },
        { name: 'unit', type: 'select', required: true, defaultValue: 'idr', options: [...FIGURE_UNITS] },
        {
          name: 'suffix',
          type: 'text',
          localized: true,
          maxLength: 20,
          admin: { description: 'After a number, e.g. km.' },
        },
        { name: 'note', type: 'text', localized: true, maxLength: 80, admin: { description: 'e.g. Tahun buku 2025.' } },
      ],
    },
  ],
}

/** Information for investor: shareholders, shares, bonds, ratings and dividends. */
const information: Tab = {
  label: 'Information for investor',
  fields: [
    {
      name: 'shareholders',
      type: 'group',
      fields: [
        intro(),
        date('asOf', 'As of', false),
        {
          name: 'list',
          label: 'Shareholders',
          type: 'array',
          maxRows: 20,
          fields: [
            { name: 'name', type: 'text', localized: true, required: true, maxLength: 160 },
            { name: 'shares', type: 'number', required: true, min: 0 },
            percent('percentage', 'Ownership (%)'),
          ],
        },
      ],
    },
    {
      name: 'shareInformation',
      type: 'group',
      fields: [
        intro(),
        // Optional, so the rest of this page can be saved before the figures are known.
        rupiah('nominalValue', 'Nominal value per share', false),
        { name: 'authorizedShares', type: 'number', min: 0 },
        { name: 'issuedShares', label: 'Issued and paid-up shares', type: 'number', min: 0 },
        rupiah('authorizedCapital', 'Authorized capital', false),
        rupiah('issuedCapital', 'Issued and paid-up capital', false),
      ],
    },
    {
      name: 'bonds',
      type: 'group',
      fields: [
        intro(),
        {
          name: 'list',
          label: 'Bonds',
          type: 'array',
          maxRows: 30,
          fields: [
            { name: 'name', type: 'text', localized: true, required: true, maxLength: 160 },
            rupiah('amount', 'Principal'),
            { name: 'couponRate', label: 'Coupon (% a year)', type: 'number', required: true, min: 0, max: 100 },
            { name: 'tenorYears', label: 'Tenor (years)', type: 'number', required: true, min: 0 },
            date('issueDate', 'Issue date'),
            date('maturityDate', 'Maturity date'),
            { name: 'rating', type: 'text', maxLength: 40 },
            { name: 'listedOn', type: 'text', localized: true, maxLength: 120 },
          ],
        },
      ],
    },
    {
      name: 'ratings',
      type: 'group',
      fields: [
        intro(),
        {
          name: 'list',
          label: 'Ratings',
          type: 'array',
          maxRows: 20,
          fields: [
            { name: 'agency', type: 'text', required: true, maxLength: 120 },
            { name: 'subject', type: 'text', localized: true, required: true, maxLength: 160 },
            { name: 'rating', type: 'text', required: true, maxLength: 40 },
            { name: 'outlook', type: 'text', localized: true, maxLength: 40 },
            date('date', 'Rating date'),
          ],
        },
      ],
    },
    {
      name: 'dividends',
      type: 'group',
      fields: [
        richTextField('policy', { label: 'Dividend policy' }),
        {
          name: 'history',
          type: 'array',
          maxRows: 30,
          fields: [
            { name: 'fiscalYear', type: 'number', required: true, min: 1978, max: 2100 },
            rupiah('amount', 'Total dividend'),
            rupiah('perShare', 'Dividend per share'),
            percent('payoutRatio', 'Payout ratio (%)'),
            date('paymentDate', 'Payment date', false),
          ],
        },
      ],
    },
  ],
}

/** Introductions of the document pages, and the articles of association. */
const documentPages: Tab = {
  label: 'Reports and articles',
  fields: [
    {
      name: 'reports',
      type: 'group',
      admin: { description: 'The documents themselves are uploaded under Documents.' },
      fields: [
        intro('annualReport', 'Annual report introduction'),
        intro('boardOfCommissionersReport', 'Board of commissioners report introduction'),
        intro('directorsReport', 'Directors report introduction'),
      ],
    },
    {
      name: 'articlesOfAssociation',
      type: 'group',
      fields: [richTextField('body')],
    },
  ],
}

/** Contact IR. */
const contact: Tab = {
  name: 'contact',
  label: 'Contact IR',
  fields: [
    intro(),
    { name: 'unit', label: 'Unit', type: 'text', localized: true, maxLength: 160 },
    { name: 'address', type: 'textarea', localized: true, maxLength: 500 },
    { name: 'phone', type: 'text', maxLength: 60 },
    { name: 'email', type: 'email' },
    { name: 'hours', label: 'Office hours', type: 'text', localized: true, maxLength: 160 },
  ],
}

export const investorRelationsTabs: Tab[] = [overview, information, documentPages, contact]
