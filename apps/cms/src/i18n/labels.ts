import type { Bilingual } from './language'

/**
 * Field names used across many collections, in both interface languages: the same field reads the
 * same everywhere. Words used once stay next to their field.
 */
export const labels = {
  address: { id: 'Alamat', en: 'Address' },
  body: { id: 'Isi', en: 'Body' },
  caption: { id: 'Keterangan gambar', en: 'Caption' },
  code: { id: 'Kode', en: 'Code' },
  content: { id: 'Konten', en: 'Content' },
  date: { id: 'Tanggal', en: 'Date' },
  description: { id: 'Deskripsi', en: 'Description' },
  email: { id: 'Email', en: 'Email' },
  enUrl: { id: 'Path bahasa Inggris', en: 'English path' },
  excerpt: { id: 'Ringkasan', en: 'Excerpt' },
  gallery: { id: 'Galeri', en: 'Gallery' },
  heading: { id: 'Judul bagian', en: 'Heading' },
  image: { id: 'Gambar', en: 'Image' },
  intro: { id: 'Pengantar', en: 'Introduction' },
  km: { id: 'KM', en: 'KM' },
  label: { id: 'Label', en: 'Label' },
  lat: { id: 'Lintang', en: 'Latitude' },
  lng: { id: 'Bujur', en: 'Longitude' },
  locale: { id: 'Bahasa', en: 'Language' },
  name: { id: 'Nama', en: 'Name' },
  note: { id: 'Catatan', en: 'Note' },
  order: { id: 'Urutan', en: 'Order' },
  phone: { id: 'Telepon', en: 'Phone' },
  publishedAt: { id: 'Tanggal terbit', en: 'Publication date' },
  sentAt: { id: 'Waktu terkirim', en: 'Sent at' },
  slug: { id: 'Slug (alamat)', en: 'Slug (address)' },
  status: { id: 'Status', en: 'Status' },
  suffix: { id: 'Akhiran', en: 'Suffix' },
  summary: { id: 'Ringkasan', en: 'Summary' },
  text: { id: 'Teks', en: 'Text' },
  title: { id: 'Judul', en: 'Title' },
  url: { id: 'Path bahasa Indonesia', en: 'Indonesian path' },
  value: { id: 'Nilai', en: 'Value' },
  year: { id: 'Tahun', en: 'Year' },
} satisfies Record<string, Bilingual>

/** Menu groups of the admin (`admin.group`). */
export const groups = {
  formsAndAlerts: { id: 'Formulir dan notifikasi', en: 'Forms and alerts' },
  system: { id: 'Sistem', en: 'System' },
} satisfies Record<string, Bilingual>
