'use client'

import { useState, useSyncExternalStore } from 'react'
import { DelayedIndicator } from '@/components/client/DelayedIndicator'

type Props = { formId: string; labels: { use: string; locating: string; denied: string; unsupported: string } }

const subscribeNothing = () => () => {}

/**
 * 'Use my location': asks the browser for the position and submits the finder with it (rounded to
 * about 100 m). Denied or unavailable, it says so and moves the focus to the KM field, the way to
 * the same answer without location access. Without JavaScript the button is not there at all.
 */
export function LocateButton({ formId, labels }: Props) {
  const inBrowser = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  )
  const [state, setState] = useState<'idle' | 'locating' | 'denied' | 'unsupported'>('idle')
  if (!inBrowser) return null

  const form = () => document.getElementById(formId) as HTMLFormElement | null
  const fallBack = (why: 'denied' | 'unsupported') => {
    setState(why)
    form()?.querySelector<HTMLInputElement>('input[name="km"]')?.focus()
  }

  function locate() {
    if (!('geolocation' in navigator)) return fallBack('unsupported')
    setState('locating')
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        const f = form()
        if (!f) return
        f.querySelector<HTMLInputElement>('input[name="lat"]')!.value = coords.latitude.toFixed(3)
        f.querySelector<HTMLInputElement>('input[name="lng"]')!.value = coords.longitude.toFixed(3)
        f.querySelector<HTMLInputElement>('input[name="km"]')!.value = ''
        f.requestSubmit()
      },
      () => fallBack('denied'),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 60_000 },
    )
  }

  const message = state === 'idle' || state === 'locating' ? '' : labels[state]
  return (
    <div>
      <button type="button" className="button" onClick={locate} disabled={state === 'locating'}>
        {labels.use}
      </button>{' '}
      <DelayedIndicator active={state === 'locating'} label={labels.locating} />
      <p role="status" aria-live="polite">
        {message}
      </p>
    </div>
  )
}
