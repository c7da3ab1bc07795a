'use client'

import { useEffect, useState } from 'react'
import { FETCH_MIN_DISPLAY_DELAY_MS } from '@/config/constants'
import styles from './DelayedIndicator.module.css'

export interface DelayedIndicatorProps {
  /** Whether the related work is in progress. */
  active: boolean
  /** How long `active` must stay true before anything shows, so fast loads do not flash. */
  delayMs?: number
  /** Text for assistive technology, e.g. "Memuat…" (translated by the caller). */
  label: string
  className?: string
}

/** Small spinner that appears only when a load takes longer than `delayMs`. */
export function DelayedIndicator({
  active,
  delayMs = FETCH_MIN_DISPLAY_DELAY_MS,
  label,
  className,
}: DelayedIndicatorProps) {
  const [delayElapsed, setDelayElapsed] = useState(false)

  useEffect(() => {
    if (!active) return
    const timer = window.setTimeout(() => setDelayElapsed(true), delayMs)
    return () => {
      window.clearTimeout(timer)
      // Reset so the next activation waits the full delay again.
      setDelayElapsed(false)
    }
  }, [active, delayMs])

  if (!active || !delayElapsed) return null
  return (
    <span role="status" className={className ? `${styles.indicator} ${className}` : styles.indicator}>
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.visuallyHidden}>{label}</span>
    </span>
  )
}
