import type {
  Board,
  CsrCategory,
  DocumentType,
  FigureUnit,
  QuickLinkIcon,
  ReportChannelKind,
  Role,
  Scope,
} from '@jtt/content-api'
import type { Labels } from './options'

/** The contract's lists of the editorial content and of accounts, named in both languages (see options.ts). */
export const csrCategoryLabels: Labels<CsrCategory> = {
  education: { id: 'Pendidikan', en: 'Education' },
  environment: { id: 'Lingkungan', en: 'Environment' },
  health: { id: 'Kesehatan', en: 'Health' },
  community: { id: 'Kemasyarakatan', en: 'Community' },
  economy: { id: 'Ekonomi', en: 'Economy' },
  'disaster-relief': { id: 'Tanggap bencana', en: 'Disaster relief' },
}

export const documentTypeLabels: Labels<DocumentType> = {
  'annual-report': { id: 'Laporan tahunan', en: 'Annual report' },
  'board-of-commissioners-report': { id: 'Laporan dewan komisaris', en: 'Board of commissioners report' },
  'directors-report': { id: 'Laporan direksi', en: 'Directors report' },
  'articles-of-association': { id: 'Anggaran dasar', en: 'Articles of association' },
  attachment: { id: 'Lampiran siaran pers', en: 'Press release attachment' },
}

export const boardLabels: Labels<Board> = {
  commissioners: { id: 'Dewan komisaris', en: 'Board of commissioners' },
  directors: { id: 'Direksi', en: 'Board of directors' },
  secretary: { id: 'Sekretaris perusahaan', en: 'Corporate secretary' },
}

export const quickLinkIconLabels: Labels<QuickLinkIcon> = {
  road: { id: 'Jalan tol', en: 'Toll road' },
  'rest-area': { id: 'Rest area', en: 'Rest area' },
  investor: { id: 'Investor', en: 'Investor' },
  media: { id: 'Media', en: 'Media' },
  contact: { id: 'Kontak', en: 'Contact' },
  company: { id: 'Perusahaan', en: 'Company' },
}

export const reportChannelLabels: Labels<ReportChannelKind> = {
  web: { id: 'Situs web', en: 'Website' },
  email: { id: 'Email', en: 'Email' },
  phone: { id: 'Telepon', en: 'Phone' },
  whatsapp: { id: 'WhatsApp', en: 'WhatsApp' },
  mail: { id: 'Surat', en: 'Post' },
}

export const figureUnitLabels: Labels<FigureUnit> = {
  idr: { id: 'Rupiah', en: 'Rupiah' },
  percent: { id: 'Persen', en: 'Percent' },
  number: { id: 'Angka', en: 'Number' },
}

export const roleLabels: Labels<Role> = {
  admin: { id: 'Administrator', en: 'Administrator' },
  editor: { id: 'Editor', en: 'Editor' },
  operator: { id: 'Operator', en: 'Operator' },
}

export const scopeLabels: Labels<Scope> = {
  'content:read': { id: 'Membaca konten', en: 'Read content' },
  'content:write': { id: 'Menulis konten', en: 'Write content' },
  'content:preview': { id: 'Pratinjau draf', en: 'Preview drafts' },
  'content:publish': { id: 'Menerbitkan konten', en: 'Publish content' },
  'submissions:read': { id: 'Membaca kiriman formulir', en: 'Read form submissions' },
  'users:manage': { id: 'Mengelola pengguna', en: 'Manage users' },
  'rest-area:status': { id: 'Mengubah status rest area', en: 'Set rest-area status' },
  'traffic:write': { id: 'Melaporkan info lalu lintas', en: 'Report traffic information' },
}
