import type { Field, Tab } from 'payload'
import { FIGURE_UNITS } from '@jtt/content-api'
import { richTextField } from '../../fields/richText'
import { figureUnitLabels } from '../../i18n/contentOptions'
import { labels } from '../../i18n/labels'
import type { Bilingual } from '../../i18n/language'
import { optionsOf } from '../../i18n/options'

const intro = (name = 'intro', label: Bilingual = labels.intro): Field => ({
  name,
  label,
  type: 'textarea',
  localized: true,
  maxLength: 1500,
})
const rupiah = (name: string, label: Bilingual, required = true): Field => ({
  name,
  label,
  type: 'number',
  required,
  min: 0,
  admin: { description: { id: 'Dalam Rupiah, tanpa pemisah.', en: 'In Rupiah, without separators.' } },
})
const percent = (name: string, label: Bilingual): Field => ({
  name,
  label,
  type: 'number',
  required: true,
  min: 0,
  max: 100,
})
const date = (name: string, label: Bilingual, required = true): Field => ({
  name,
  label,
  type: 'date',
  required,
  admin: { date: { pickerAppearance: 'dayOnly' } },
})

/** IR home: the introduction and key figures. */
const overview: Tab = {
  name: 'overview',
  label: { id: 'Beranda IR', en: 'IR home' },
  fields: [
    intro(),
    {
      name: 'keyFigures',
      label: { id: 'Angka kunci', en: 'Key figures' },
      labels: { singular: { id: 'Angka', en: 'Figure' }, plural: { id: 'Angka', en: 'Figures' } },
      // The versions table's index name would pass PostgreSQL's 63-character limit.
      dbName: 'ir_key_figures',
      type: 'array',
      maxRows: 8,
      fields: [
        { name: 'label', label: labels.label, type: 'text', localized: true, required: true, maxLength: 80 },
        { name: 'value', label: labels.value, type: 'number', required: true },
        {
          name: 'unit',
          label: { id: 'Satuan', en: 'Unit' },
          type: 'select',
          required: true,
          defaultValue: 'idr',
          options: optionsOf(FIGURE_UNITS, figureUnitLabels),
        },
        {
          name: 'suffix',
          label: labels.suffix,
          type: 'text',
          localized: true,
          maxLength: 20,
          admin: { description: { id: 'Setelah angka, mis. km.', en: 'After a number, e.g. km.' } },
        },
        {
          name: 'note',
          label: labels.note,
          type: 'text',
          localized: true,
          maxLength: 80,
          admin: { description: { id: 'mis. Tahun buku 2025.', en: 'e.g. Fiscal year 2025.' } },
        },
      ],
    },
  ],
}

/** Information for investor: shareholders, shares, bonds, ratings and dividends. */
const information: Tab = {
  label: { id: 'Informasi bagi investor', en: 'Information for investor' },
  fields: [
    {
      name: 'shareholders',
      label: { id: 'Pemegang saham', en: 'Shareholders' },
      type: 'group',
      fields: [
        intro(),
        date('asOf', { id: 'Per tanggal', en: 'As of' }, false),
        {
          name: 'list',
          label: { id: 'Pemegang saham', en: 'Shareholders' },
          labels: {
            singular: { id: 'Pemegang saham', en: 'Shareholder' },
            plural: { id: 'Pemegang saham', en: 'Shareholders' },
          },
          type: 'array',
          maxRows: 20,
          fields: [
            { name: 'name', label: labels.name, type: 'text', localized: true, required: true, maxLength: 160 },
            { name: 'shares', label: { id: 'Jumlah saham', en: 'Shares' }, type: 'number', required: true, min: 0 },
            percent('percentage', { id: 'Kepemilikan (%)', en: 'Ownership (%)' }),
          ],
        },
      ],
    },
    {
      name: 'shareInformation',
      label: { id: 'Informasi saham', en: 'Share information' },
      type: 'group',
      fields: [
        intro(),
        // Optional, so the rest of this page can be saved before the figures are known.
        rupiah('nominalValue', { id: 'Nilai nominal per saham', en: 'Nominal value per share' }, false),
        { name: 'authorizedShares', label: { id: 'Saham dasar', en: 'Authorized shares' }, type: 'number', min: 0 },
        {
          name: 'issuedShares',
          label: { id: 'Saham ditempatkan dan disetor', en: 'Issued and paid-up shares' },
          type: 'number',
          min: 0,
        },
        rupiah('authorizedCapital', { id: 'Modal dasar', en: 'Authorized capital' }, false),
        rupiah('issuedCapital', { id: 'Modal ditempatkan dan disetor', en: 'Issued and paid-up capital' }, false),
      ],
    },
    {
      name: 'bonds',
      label: { id: 'Obligasi', en: 'Bonds' },
      type: 'group',
      fields: [
        intro(),
        {
          name: 'list',
          label: { id: 'Obligasi', en: 'Bonds' },
          labels: { singular: { id: 'Obligasi', en: 'Bond' }, plural: { id: 'Obligasi', en: 'Bonds' } },
          type: 'array',
          maxRows: 30,
          fields: [
            { name: 'name', label: labels.name, type: 'text', localized: true, required: true, maxLength: 160 },
            rupiah('amount', { id: 'Pokok', en: 'Principal' }),
            {
              name: 'couponRate',
              label: { id: 'Kupon (% per tahun)', en: 'Coupon (% a year)' },
              type: 'number',
              required: true,
              min: 0,
              max: 100,
            },
            {
              name: 'tenorYears',
              label: { id: 'Tenor (tahun)', en: 'Tenor (years)' },
              type: 'number',
              required: true,
              min: 0,
            },
            date('issueDate', { id: 'Tanggal terbit', en: 'Issue date' }),
            date('maturityDate', { id: 'Tanggal jatuh tempo', en: 'Maturity date' }),
            { name: 'rating', label: { id: 'Peringkat', en: 'Rating' }, type: 'text', maxLength: 40 },
            {
              name: 'listedOn',
              label: { id: 'Dicatatkan di', en: 'Listed on' },
              type: 'text',
              localized: true,
              maxLength: 120,
            },
          ],
        },
      ],
    },
    {
      name: 'ratings',
      label: { id: 'Peringkat', en: 'Ratings' },
      type: 'group',
      fields: [
        intro(),
        {
          name: 'list',
          label: { id: 'Peringkat', en: 'Ratings' },
          labels: { singular: { id: 'Peringkat', en: 'Rating' }, plural: { id: 'Peringkat', en: 'Ratings' } },
          type: 'array',
          maxRows: 20,
          fields: [
            { name: 'agency', label: { id: 'Lembaga', en: 'Agency' }, type: 'text', required: true, maxLength: 120 },
            {
              name: 'subject',
              label: { id: 'Objek', en: 'Subject' },
              type: 'text',
              localized: true,
              required: true,
              maxLength: 160,
            },
            { name: 'rating', label: { id: 'Peringkat', en: 'Rating' }, type: 'text', required: true, maxLength: 40 },
            { name: 'outlook', label: { id: 'Prospek', en: 'Outlook' }, type: 'text', localized: true, maxLength: 40 },
            date('date', { id: 'Tanggal pemeringkatan', en: 'Rating date' }),
          ],
        },
      ],
    },
    {
      name: 'dividends',
      label: { id: 'Dividen', en: 'Dividends' },
      type: 'group',
      fields: [
        richTextField('policy', { id: 'Kebijakan dividen', en: 'Dividend policy' }),
        {
          name: 'history',
          label: { id: 'Riwayat', en: 'History' },
          labels: {
            singular: { id: 'Tahun buku', en: 'Fiscal year' },
            plural: { id: 'Tahun buku', en: 'Fiscal years' },
          },
          type: 'array',
          maxRows: 30,
          fields: [
            {
              name: 'fiscalYear',
              label: { id: 'Tahun buku', en: 'Fiscal year' },
              type: 'number',
              required: true,
              min: 1978,
              max: 2100,
            },
            rupiah('amount', { id: 'Total dividen', en: 'Total dividend' }),
            rupiah('perShare', { id: 'Dividen per saham', en: 'Dividend per share' }),
            percent('payoutRatio', { id: 'Rasio pembayaran (%)', en: 'Payout ratio (%)' }),
            date('paymentDate', { id: 'Tanggal pembayaran', en: 'Payment date' }, false),
          ],
        },
      ],
    },
  ],
}

/** Introductions of the document pages, and the articles of association. */
const documentPages: Tab = {
  label: { id: 'Laporan dan anggaran dasar', en: 'Reports and articles' },
  fields: [
    {
      name: 'reports',
      label: { id: 'Laporan', en: 'Reports' },
      type: 'group',
      admin: {
        description: {
          id: 'Dokumennya sendiri diunggah di Dokumen.',
          en: 'The documents themselves are uploaded under Documents.',
        },
      },
      fields: [
        intro('annualReport', { id: 'Pengantar laporan tahunan', en: 'Annual report introduction' }),
        intro('boardOfCommissionersReport', {
          id: 'Pengantar laporan dewan komisaris',
          en: 'Board of commissioners report introduction',
        }),
        intro('directorsReport', { id: 'Pengantar laporan direksi', en: 'Directors report introduction' }),
      ],
    },
    {
      name: 'articlesOfAssociation',
      label: { id: 'Anggaran dasar', en: 'Articles of association' },
      type: 'group',
      fields: [richTextField('body', labels.body)],
    },
  ],
}

/** Contact IR. */
const contact: Tab = {
  name: 'contact',
  label: { id: 'Kontak IR', en: 'Contact IR' },
  fields: [
    intro(),
    { name: 'unit', label: { id: 'Unit', en: 'Unit' }, type: 'text', localized: true, maxLength: 160 },
    { name: 'address', label: labels.address, type: 'textarea', localized: true, maxLength: 500 },
    { name: 'phone', label: labels.phone, type: 'text', maxLength: 60 },
    { name: 'email', label: labels.email, type: 'email' },
    { name: 'hours', label: { id: 'Jam kerja', en: 'Office hours' }, type: 'text', localized: true, maxLength: 160 },
  ],
}

export const investorRelationsTabs: Tab[] = [overview, information, documentPages, contact]
