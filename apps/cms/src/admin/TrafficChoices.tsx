'use client'

/** A group of large radio choices (48 px tall: tapped with a thumb at the roadside). */
export function TrafficChoices<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string
  name: string
  options: readonly { value: T; label: string }[]
  value: T | null
  onChange: (value: T) => void
}) {
  return (
    <fieldset style={{ border: 0, padding: 0, margin: '0.75rem 0 0' }}>
      <legend style={{ fontWeight: 600, marginBottom: '0.25rem' }}>{legend}</legend>
      <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
        {options.map((option) => (
          <label
            key={option.value}
            style={{
              flex: '1 1 8rem',
              minHeight: 48,
              display: 'flex',
              alignItems: 'center',
              gap: '0.5rem',
              padding: '0.5rem 0.75rem',
              borderRadius: 6,
              border: `2px solid ${value === option.value ? 'var(--theme-text)' : 'var(--theme-elevation-150)'}`,
              fontWeight: value === option.value ? 700 : 400,
              cursor: 'pointer',
            }}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              required
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
