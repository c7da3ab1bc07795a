'use client'

import { useState } from 'react'
import { TrafficIncidentForm } from './TrafficIncidentForm'
import { TrafficIncidentList } from './TrafficIncidentList'
import { useScreenTranslation } from './useScreenTranslation'
import type { IncidentRow, SectionOption } from './trafficRows'

/** The report form above the incidents in force; a new report joins the list at once. */
export function TrafficIncidentScreen({
  sections,
  incidents,
}: {
  sections: SectionOption[]
  incidents: IncidentRow[]
}) {
  const [rows, setRows] = useState(incidents)
  const { t } = useScreenTranslation()
  return (
    <>
      <TrafficIncidentForm sections={sections} onReported={(row) => setRows((all) => [row, ...all])} />
      <h2 style={{ fontSize: '1.2rem', margin: '1.5rem 0 0.5rem' }}>{t('jtt:trafficIncident:inForce')}</h2>
      <TrafficIncidentList rows={rows} onEnded={(id) => setRows((all) => all.filter((row) => row.id !== id))} />
    </>
  )
}
