'use client'

import { useState, type CSSProperties, type ReactNode } from 'react'
import { usePathname } from 'next/navigation'
import { ROUTE_TRANSITION_MS } from '@/config/constants'
import styles from './RouteTransition.module.css'

export interface RouteTransitionProps {
  children: ReactNode
  className?: string
}

/** The duration lives in constants.ts; the CSS module reads it from this custom property. */
const durationStyle = { '--route-transition-duration': `${ROUTE_TRANSITION_MS}ms` } as CSSProperties

/**
 * Fades the page content in after a client-side route change. The first load is never
 * animated, so server-rendered content is visible at once and with JavaScript off.
 */
export function RouteTransition({ children, className }: RouteTransitionProps) {
  const pathname = usePathname()
  const [renderedPath, setRenderedPath] = useState(pathname)
  const [hasNavigated, setHasNavigated] = useState(false)

  // Adjusting state during render when a value changes (React's recommended pattern instead of
  // an effect, which would first paint the new page without the animation attribute).
  if (pathname !== renderedPath) {
    setRenderedPath(pathname)
    setHasNavigated(true)
  }

  return (
    // A new key per path mounts a fresh element, which restarts the CSS animation.
    <div
      key={pathname}
      className={className ? `${styles.transition} ${className}` : styles.transition}
      style={durationStyle}
      data-animate={hasNavigated ? '' : undefined}
    >
      {children}
    </div>
  )
}
