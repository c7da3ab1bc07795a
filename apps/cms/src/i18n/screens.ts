import type { TFunction } from '@payloadcms/translations'
import { dashboardEn, dashboardId } from './dashboardWords'
import type { AdminLanguage } from './language'
import { restAreaStatusLabels } from './options'
import { searchAnalyticsEn, searchAnalyticsId } from './searchAnalyticsWords'

/**
 * The words of this project's own admin screens, added to Payload's translations under the `jtt`
 * namespace (config `i18n.translations`): client components read them with `useTranslation()`, server
 * components with `req.i18n.t`, both in the user's interface language. `{{name}}` is filled in by `t`.
 */
const restAreaStatusId = {
  menu: 'Status rest area',
  title: 'Status rest area',
  intro: 'Pilih status lalu Simpan; situs menampilkannya dalam beberapa detik.',
  notAllowed: 'Akun ini tidak boleh mengubah status rest area.',
  find: 'Cari',
  findExample: 'KM 57, Cikampek…',
  place: '{{road}} · KM {{km}} {{side}}',
  changed: 'diubah {{time}}',
  statusOf: 'Status {{name}}',
  note: 'Catatan (opsional)',
  save: 'Simpan',
  saved: 'Tersimpan',
  failed: 'Gagal menyimpan',
  open: restAreaStatusLabels.open.id,
  full: restAreaStatusLabels.full.id,
  closed: restAreaStatusLabels.closed.id,
}

/** The same words in English: typed by the Indonesian ones, so neither language can miss a word. */
const restAreaStatusEn: Record<keyof typeof restAreaStatusId, string> = {
  menu: 'Rest-area status',
  title: 'Rest-area status',
  intro: 'Choose a status and Save; the site shows it within seconds.',
  notAllowed: 'This account may not set rest-area status.',
  find: 'Find',
  findExample: 'KM 57, Cikampek…',
  place: '{{road}} · KM {{km}} {{side}}',
  changed: 'changed {{time}}',
  statusOf: 'Status of {{name}}',
  note: 'Note (optional)',
  save: 'Save',
  saved: 'Saved',
  failed: 'Could not save',
  open: restAreaStatusLabels.open.en,
  full: restAreaStatusLabels.full.en,
  closed: restAreaStatusLabels.closed.en,
}

/** The operators' traffic incident screen (`/admin/traffic-incidents`). */
const trafficIncidentId = {
  menu: 'Lapor kejadian lalu lintas',
  title: 'Lapor kejadian',
  intro: 'Mulai sekarang; situs menampilkannya dalam beberapa detik.',
  notAllowed: 'Akun ini tidak boleh melaporkan kejadian lalu lintas.',
  section: 'Ruas',
  km: 'KM',
  direction: 'Arah',
  towards: '{{side}} — arah {{city}}',
  type: 'Jenis',
  severity: 'Tingkat',
  note: 'Catatan (opsional)',
  report: 'Laporkan',
  reported: 'Terkirim',
  failed: 'Gagal menyimpan',
  inForce: 'Kejadian aktif',
  none: 'Tidak ada kejadian aktif.',
  since: 'sejak {{time}}',
  end: 'Selesai',
}

const trafficIncidentEn: Record<keyof typeof trafficIncidentId, string> = {
  menu: 'Report a traffic incident',
  title: 'Report an incident',
  intro: 'It starts now; the site shows it within seconds.',
  notAllowed: 'This account may not report traffic incidents.',
  section: 'Section',
  km: 'KM',
  direction: 'Direction',
  towards: '{{side}} — towards {{city}}',
  type: 'Type',
  severity: 'Severity',
  note: 'Note (optional)',
  report: 'Report',
  reported: 'Reported',
  failed: 'Could not save',
  inForce: 'Incidents in force',
  none: 'No incidents in force.',
  since: 'since {{time}}',
  end: 'End',
}

export const screenTranslations = {
  id: {
    jtt: {
      restAreaStatus: restAreaStatusId,
      trafficIncident: trafficIncidentId,
      searchAnalytics: searchAnalyticsId,
      dashboard: dashboardId,
    },
  },
  en: {
    jtt: {
      restAreaStatus: restAreaStatusEn,
      trafficIncident: trafficIncidentEn,
      searchAnalytics: searchAnalyticsEn,
      dashboard: dashboardEn,
    },
  },
} satisfies Record<AdminLanguage, { jtt: Record<string, Record<string, string>> }>

/** The keys of those words, for `t` (e.g. `jtt:restAreaStatus:save`). */
export type ScreenKey =
  | `jtt:restAreaStatus:${keyof typeof restAreaStatusId}`
  | `jtt:trafficIncident:${keyof typeof trafficIncidentId}`
  | `jtt:searchAnalytics:${keyof typeof searchAnalyticsId}`
  | `jtt:dashboard:${keyof typeof dashboardId}`

/** Payload's server-side `t` (typed for Payload's own keys only) for the screens' keys. */
export const screenT = (t: (key: never, options?: Record<string, unknown>) => string) =>
  t as unknown as TFunction<ScreenKey>
