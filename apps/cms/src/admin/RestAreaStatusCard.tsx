'use client'

import { useState } from 'react'
import type { AdminLanguage } from '../i18n/language'
import type { StatusRow } from './statusRow'
import { useScreenTranslation } from './useScreenTranslation'

const OPTIONS = [
  { value: 'open', colour: 'var(--theme-success-500, #2e7d32)' },
  { value: 'full', colour: 'var(--theme-warning-500, #b26a00)' },
  { value: 'closed', colour: 'var(--theme-error-500, #c62828)' },
] as const

const DATE_LOCALES: Record<AdminLanguage, string> = { id: 'id-ID', en: 'en-GB' }

const timeOf = (iso: string | null, language: AdminLanguage) =>
  iso
    ? new Intl.DateTimeFormat(DATE_LOCALES[language], {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'Asia/Jakarta',
      }).format(new Date(iso))
    : '—'

/** One rest area: three large choices, an optional note and Save (PATCH with the operator's session). */
export function RestAreaStatusCard({ row }: { row: StatusRow }) {
  const { t, language } = useScreenTranslation()
  const [status, setStatus] = useState(row.status)
  const [note, setNote] = useState(row.note)
  const [changedAt, setChangedAt] = useState(row.changedAt)
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle')
  const group = `status-${row.id}`

  async function save(event: React.FormEvent) {
    event.preventDefault()
    setState('saving')
    const res = await fetch(`/api/rest-areas/${row.id}?locale=id&depth=0`, {
      method: 'PATCH',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status, statusNote: note }),
    }).catch(() => null)
    if (!res?.ok) return setState('failed')
    const body = (await res.json()) as { doc?: { statusChangedAt?: string | null } }
    setChangedAt(body.doc?.statusChangedAt ?? changedAt)
    setState('saved')
  }

  return (
    <form
      onSubmit={save}
      aria-labelledby={`${group}-name`}
      style={{ border: '1px solid var(--theme-elevation-150)', borderRadius: 8, padding: '0.75rem 1rem' }}
    >
      <h2 id={`${group}-name`} style={{ fontSize: '1.15rem', margin: '0 0 0.25rem' }}>
        {row.name}
      </h2>
      <p style={{ margin: '0 0 0.5rem', color: 'var(--theme-elevation-600)' }}>
        {t('jtt:restAreaStatus:place', { road: row.road, km: row.km, side: row.side })} ·{' '}
        {t('jtt:restAreaStatus:changed', { time: timeOf(changedAt, language) })}
      </p>
      <fieldset style={{ border: 0, padding: 0, margin: 0, display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
        <legend className="sr-only" style={{ position: 'absolute', left: -9999 }}>
          {t('jtt:restAreaStatus:statusOf', { name: row.name })}
        </legend>
        {OPTIONS.map((option) => (
          <label
            key={option.value}
            style={{
              flex: '1 1 6rem',
              minHeight: 48,
              display: 'flex',
              alignItems: 'center',
              gap: '0.5rem',
              padding: '0.5rem 0.75rem',
              borderRadius: 6,
              border: `2px solid ${status === option.value ? option.colour : 'var(--theme-elevation-150)'}`,
              fontWeight: status === option.value ? 700 : 400,
              cursor: 'pointer',
            }}
          >
            <input
              type="radio"
              name={group}
              value={option.value}
              checked={status === option.value}
              onChange={() => setStatus(option.value)}
            />
            {t(`jtt:restAreaStatus:${option.value}`)}
          </label>
        ))}
      </fieldset>
      <label htmlFor={`${group}-note`} style={{ display: 'block', marginTop: '0.5rem' }}>
        {t('jtt:restAreaStatus:note')}
      </label>
      <input
        id={`${group}-note`}
        value={note}
        maxLength={200}
        onChange={(e) => setNote(e.target.value)}
        style={{ width: '100%', fontSize: '1rem', padding: '0.5rem' }}
      />
      <div style={{ display: 'flex', alignItems: 'center', gap: '1rem', marginTop: '0.75rem' }}>
        <button type="submit" className="btn btn--style-primary" disabled={state === 'saving'} style={{ margin: 0 }}>
          {t('jtt:restAreaStatus:save')}
        </button>
        <span role="status">
          {state === 'saved' && t('jtt:restAreaStatus:saved')}
          {state === 'failed' && t('jtt:restAreaStatus:failed')}
        </span>
      </div>
    </form>
  )
}
