'use client'

import { useEffect } from 'react'

/**
 * Keeps the exit list to the entry gate's section (gate ids start with the section slug), and the
 * entry gate out of it: the calculator quotes one section at a time. Renders nothing.
 */
export function GateFilter({ formId }: { formId: string }) {
  useEffect(() => {
    const form = document.getElementById(formId) as HTMLFormElement | null
    const entry = form?.elements.namedItem('entry') as HTMLSelectElement | null
    const exit = form?.elements.namedItem('exit') as HTMLSelectElement | null
    if (!entry || !exit) return
    const sync = () => {
      const section = entry.value.split('.')[0]
      for (const option of exit.options) {
        if (!option.value) continue
        option.disabled = Boolean(section) && (option.value.split('.')[0] !== section || option.value === entry.value)
      }
      if (exit.selectedOptions[0]?.disabled) exit.value = ''
    }
    sync()
    entry.addEventListener('change', sync)
    return () => entry.removeEventListener('change', sync)
  }, [formId])
  return null
}
