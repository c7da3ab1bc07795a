'use client'

import { useState } from 'react'
import type { TrafficSeverity } from '@jtt/content-api'
import {
  INCIDENT_LABELS,
  INCIDENT_TYPES,
  SEVERITY_LABELS,
  incidentAdvisory,
  incidentTitle,
  refusalMessage,
  type IncidentType,
} from '../trafficAdvisories/incidentReport'
import { TrafficChoices } from './TrafficChoices'
import type { IncidentRow, SectionOption } from './trafficRows'
import { useScreenTranslation } from './useScreenTranslation'

const SEVERITIES = ['caution', 'closure', 'info'] as const
const field = { display: 'block', width: '100%', fontSize: '1.1rem', padding: '0.6rem', minHeight: 48 } as const

/** Section, KM, direction, type, severity, an optional note — and Report, which publishes it from now. */
export function TrafficIncidentForm({
  sections,
  onReported,
}: {
  sections: SectionOption[]
  onReported: (row: IncidentRow) => void
}) {
  const [sectionId, setSectionId] = useState(sections[0]?.id ?? 0)
  const [km, setKm] = useState('')
  const [side, setSide] = useState<'A' | 'B' | null>(null)
  const [type, setType] = useState<IncidentType | null>(null)
  const [severity, setSeverity] = useState<TrafficSeverity>('caution')
  const [note, setNote] = useState('')
  const [state, setState] = useState<{ kind: 'idle' | 'saving' | 'saved' } | { kind: 'failed'; message: string }>({
    kind: 'idle',
  })
  const section = sections.find((s) => s.id === sectionId)
  const { t, language } = useScreenTranslation()
  const severities = SEVERITIES.map((value) => ({ value, label: SEVERITY_LABELS[value][language] }))
  const types = INCIDENT_TYPES.map((value) => ({ value, label: INCIDENT_LABELS[value][language] }))

  async function report(event: React.FormEvent) {
    event.preventDefault()
    if (!section || !side || !type) return
    setState({ kind: 'saving' })
    const body = incidentAdvisory({ section: section.id, km: Number(km), side, type, severity, note }, new Date())
    const res = await fetch('/api/traffic-advisories?locale=id&depth=0', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).catch(() => null)
    const answer: unknown = await res?.json().catch(() => null)
    if (!res?.ok) {
      return setState({ kind: 'failed', message: refusalMessage(answer) ?? t('jtt:trafficIncident:failed') })
    }
    const doc = (answer as { doc: { id: number } }).doc
    const towards = side === 'A' ? section.end : section.start
    onReported({
      id: String(doc.id),
      // As the CMS titled it in the operator's language (the same words, from the same facts).
      title: incidentTitle({ type, km: body.kmFrom, towards, section: section.name }, language),
      section: section.name,
      km: body.kmFrom,
      severity,
      startsAt: body.startsAt,
    })
    setState({ kind: 'saved' })
    setKm('')
    setNote('')
  }

  return (
    <form onSubmit={report} aria-label={t('jtt:trafficIncident:title')}>
      <label htmlFor="incident-section" style={{ fontWeight: 600 }}>
        {t('jtt:trafficIncident:section')}
      </label>
      <select
        id="incident-section"
        value={sectionId}
        onChange={(e) => setSectionId(Number(e.target.value))}
        style={field}
      >
        {sections.map((s) => (
          <option key={s.id} value={s.id}>
            {`${s.name} (KM ${s.kmFirst}–${s.kmLast})`}
          </option>
        ))}
      </select>
      <label htmlFor="incident-km" style={{ display: 'block', fontWeight: 600, marginTop: '0.75rem' }}>
        {t('jtt:trafficIncident:km')}
      </label>
      <input
        id="incident-km"
        type="number"
        inputMode="decimal"
        step="0.1"
        min={section?.kmFirst}
        max={section?.kmLast}
        required
        value={km}
        onChange={(e) => setKm(e.target.value)}
        style={field}
      />
      {section && (
        <TrafficChoices
          legend={t('jtt:trafficIncident:direction')}
          name="incident-side"
          value={side}
          onChange={setSide}
          options={[
            { value: 'A', label: t('jtt:trafficIncident:towards', { side: 'A', city: section.end }) },
            { value: 'B', label: t('jtt:trafficIncident:towards', { side: 'B', city: section.start }) },
          ]}
        />
      )}
      <TrafficChoices
        legend={t('jtt:trafficIncident:type')}
        name="incident-type"
        value={type}
        onChange={setType}
        options={types}
      />
      <TrafficChoices
        legend={t('jtt:trafficIncident:severity')}
        name="incident-severity"
        value={severity}
        onChange={setSeverity}
        options={severities}
      />
      <label htmlFor="incident-note" style={{ display: 'block', fontWeight: 600, marginTop: '0.75rem' }}>
        {t('jtt:trafficIncident:note')}
      </label>
      <input id="incident-note" value={note} maxLength={300} onChange={(e) => setNote(e.target.value)} style={field} />
      <div style={{ display: 'flex', alignItems: 'center', gap: '1rem', marginTop: '1rem' }}>
        <button
          type="submit"
          className="btn btn--style-primary"
          disabled={state.kind === 'saving'}
          style={{ margin: 0 }}
        >
          {t('jtt:trafficIncident:report')}
        </button>
        <span role="status">
          {state.kind === 'saved' && t('jtt:trafficIncident:reported')}
          {state.kind === 'failed' && state.message}
        </span>
      </div>
    </form>
  )
}
