'use client'

import { useState } from 'react'
import { SEVERITY_LABELS, refusalMessage } from '../trafficAdvisories/incidentReport'
import type { IncidentRow } from './trafficRows'
import { useScreenTranslation } from './useScreenTranslation'

const timeOf = (iso: string, language: 'id' | 'en') =>
  new Intl.DateTimeFormat(language === 'id' ? 'id-ID' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Jakarta',
  }).format(new Date(iso))

/** The incidents in force, each ended with one tap (its end set to now). */
export function TrafficIncidentList({ rows, onEnded }: { rows: IncidentRow[]; onEnded: (id: string) => void }) {
  const [failed, setFailed] = useState<Record<string, string>>({})
  const { t, language } = useScreenTranslation()

  async function end(id: string) {
    const res = await fetch(`/api/traffic-advisories/${id}?locale=id&depth=0`, {
      method: 'PATCH',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ endsAt: new Date().toISOString() }),
    }).catch(() => null)
    if (res?.ok) return onEnded(id)
    const message = refusalMessage(await res?.json().catch(() => null)) ?? t('jtt:trafficIncident:failed')
    setFailed((all) => ({ ...all, [id]: message }))
  }

  if (rows.length === 0) return <p>{t('jtt:trafficIncident:none')}</p>
  return (
    <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: '0.75rem' }}>
      {rows.map((row) => (
        <li
          key={row.id}
          style={{ border: '1px solid var(--theme-elevation-150)', borderRadius: 8, padding: '0.75rem 1rem' }}
        >
          <h3 style={{ fontSize: '1.05rem', margin: '0 0 0.25rem' }}>{row.title}</h3>
          <p style={{ margin: '0 0 0.5rem', color: 'var(--theme-elevation-600)' }}>
            {row.section} · {t('jtt:trafficIncident:km')} {row.km} · {SEVERITY_LABELS[row.severity][language]} ·{' '}
            {t('jtt:trafficIncident:since', { time: timeOf(row.startsAt, language) })}
          </p>
          <button
            type="button"
            className="btn btn--style-secondary"
            onClick={() => void end(row.id)}
            style={{ margin: 0, minHeight: 48 }}
          >
            {t('jtt:trafficIncident:end')}
          </button>
          {failed[row.id] && <p role="alert">{failed[row.id]}</p>}
        </li>
      ))}
    </ul>
  )
}
