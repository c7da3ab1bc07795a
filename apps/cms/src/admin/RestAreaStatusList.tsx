'use client'

import { useMemo, useState } from 'react'
import { RestAreaStatusCard } from './RestAreaStatusCard'
import type { StatusRow } from './statusRow'
import { useScreenTranslation } from './useScreenTranslation'

/** The operator's list, filtered as they type (a name, a section or a KM). */
export function RestAreaStatusList({ rows }: { rows: StatusRow[] }) {
  const { t } = useScreenTranslation()
  const [filter, setFilter] = useState('')
  const shown = useMemo(() => {
    const words = filter.toLowerCase().split(/\s+/).filter(Boolean)
    return rows.filter((row) => {
      const text = `${row.name} ${row.road} km ${row.km}${row.side}`.toLowerCase()
      return words.every((w) => text.includes(w))
    })
  }, [filter, rows])
  return (
    <>
      <label htmlFor="rest-area-filter" style={{ display: 'block', fontWeight: 600 }}>
        {t('jtt:restAreaStatus:find')}
      </label>
      <input
        id="rest-area-filter"
        type="search"
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
        placeholder={t('jtt:restAreaStatus:findExample')}
        style={{ width: '100%', fontSize: '1.1rem', padding: '0.6rem', marginBottom: '1rem' }}
      />
      <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: '1rem' }}>
        {shown.map((row) => (
          <li key={row.id}>
            <RestAreaStatusCard row={row} />
          </li>
        ))}
      </ul>
    </>
  )
}
