import { sitePath } from '@jtt/content-api/routes'
import { richText } from '../lexical'
import type { SeedPage } from '../pages'

const documents = (l: 'id' | 'en') => [
  {
    title: l === 'id' ? 'Pedoman Tata Kelola Perusahaan' : 'Good Corporate Governance Code',
    description:
      l === 'id'
        ? 'Prinsip dan praktik tata kelola yang diterapkan JTT.'
        : 'The governance principles and practices JTT applies.',
    file: 'pedoman-tata-kelola-perusahaan',
  },
  {
    title: l === 'id' ? 'Kode Etik' : 'Code of Conduct',
    description:
      l === 'id' ? 'Standar perilaku bagi seluruh insan JTT.' : 'Standards of behaviour for everyone at JTT.',
    file: 'kode-etik-jtt',
  },
  {
    title: 'Board Manual',
    description:
      l === 'id'
        ? 'Tata kerja Direksi dan Dewan Komisaris.'
        : 'How the Board of Directors and the Board of Commissioners work.',
    file: 'board-manual-jtt',
  },
  {
    title: l === 'id' ? 'Pedoman Whistleblowing System' : 'Whistleblowing System Guidelines',
    description:
      l === 'id' ? 'Saluran pelaporan dan perlindungan pelapor.' : 'Reporting channels and protection of reporters.',
    file: 'pedoman-wbs-jtt',
  },
]

/** A page built from every kind of block: the corporate governance page. */
export const governancePage: SeedPage = {
  title: { id: 'Tata Kelola Perusahaan', en: 'Corporate Governance' },
  slug: { id: 'tata-kelola-perusahaan', en: 'corporate-governance' },
  image: 'governance-wide',
  metaDesc: {
    id: 'Penerapan tata kelola perusahaan yang baik di PT Jasamarga Transjawa Tol: prinsip, organ, dan dokumen.',
    en: 'Good corporate governance at PT Jasamarga Transjawa Tol: principles, organs and documents.',
  },
  metaKeywords: { id: 'tata kelola, GCG, kode etik, JTT', en: 'corporate governance, GCG, code of conduct, JTT' },
  layout: {
    id: [
      {
        blockType: 'richText',
        content: richText([
          {
            p: 'PT Jasamarga Transjawa Tol menerapkan prinsip tata kelola perusahaan yang baik (Good Corporate Governance) dalam setiap keputusan dan kegiatan usaha.',
          },
          { h2: 'Prinsip tata kelola' },
          { ul: ['Transparansi', 'Akuntabilitas', 'Responsibilitas', 'Independensi', 'Kewajaran'] },
        ]),
      },
      {
        blockType: 'keyFigures',
        heading: 'Tata kelola dalam angka (2025)',
        figures: [
          { value: 46, suffix: 'rapat', label: 'Rapat Direksi' },
          { value: 24, suffix: 'rapat', label: 'Rapat Dewan Komisaris' },
          { value: 12, suffix: 'dokumen', label: 'Kebijakan tata kelola yang dimutakhirkan' },
        ],
      },
      {
        blockType: 'imageText',
        heading: 'Organ perusahaan',
        image: 'governance-office',
        imagePosition: 'left',
        content: richText([
          {
            p: 'Organ perusahaan terdiri atas Rapat Umum Pemegang Saham, Dewan Komisaris, dan Direksi. Dewan Komisaris dibantu oleh Komite Audit dan Komite Pemantau Risiko.',
          },
          {
            p: 'Profil para anggotanya dapat dilihat di halaman',
            link: { text: 'Direksi', url: sitePath('board-of-directors', 'id') },
          },
        ]),
      },
      {
        blockType: 'image',
        image: 'governance-wide',
        caption: 'Tata kelola yang baik menjaga kepercayaan jutaan pengguna jalan tol Trans Jawa.',
        wide: true,
      },
      { blockType: 'documentList', heading: 'Dokumen tata kelola', documents: documents('id') },
      {
        blockType: 'callToAction',
        heading: 'Mengetahui dugaan pelanggaran?',
        text: 'Laporkan secara rahasia melalui Whistleblowing System. Identitas Anda dilindungi.',
        linkLabel: 'Ke Whistleblowing System',
        linkUrl: sitePath('whistleblowing', 'id'),
      },
    ],
    en: [
      {
        blockType: 'richText',
        content: richText([
          {
            p: 'PT Jasamarga Transjawa Tol applies the principles of good corporate governance in every decision and business activity.',
          },
          { h2: 'Governance principles' },
          { ul: ['Transparency', 'Accountability', 'Responsibility', 'Independence', 'Fairness'] },
        ]),
      },
      {
        blockType: 'keyFigures',
        heading: 'Governance in numbers (2025)',
        figures: [
          { value: 46, suffix: 'meetings', label: 'Board of Directors meetings' },
          { value: 24, suffix: 'meetings', label: 'Board of Commissioners meetings' },
          { value: 12, suffix: 'documents', label: 'Governance policies updated' },
        ],
      },
      {
        blockType: 'imageText',
        heading: 'Company organs',
        image: 'governance-office',
        imagePosition: 'left',
        content: richText([
          {
            p: 'The company organs are the General Meeting of Shareholders, the Board of Commissioners and the Board of Directors. The Board of Commissioners is supported by the Audit Committee and the Risk Monitoring Committee.',
          },
          {
            p: 'Their members’ profiles are on the page',
            link: { text: 'Board of Directors', url: sitePath('board-of-directors', 'en') },
          },
        ]),
      },
      {
        blockType: 'image',
        image: 'governance-wide',
        caption: 'Good governance keeps the trust of millions of Trans Java toll road users.',
        wide: true,
      },
      { blockType: 'documentList', heading: 'Governance documents', documents: documents('en') },
      {
        blockType: 'callToAction',
        heading: 'Aware of possible wrongdoing?',
        text: 'Report it confidentially through the Whistleblowing System. Your identity is protected.',
        linkLabel: 'Go to the Whistleblowing System',
        linkUrl: sitePath('whistleblowing', 'en'),
      },
    ],
  },
}
