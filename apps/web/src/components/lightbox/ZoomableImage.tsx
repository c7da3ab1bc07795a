'use client'

import { useRef, useState, type PointerEvent } from 'react'
import styles from './Lightbox.module.css'
import type { LightboxImage } from './types'

type Point = { x: number; y: number }
type Zoom = { scale: number; x: number; y: number }

const UNZOOMED: Zoom = { scale: 1, x: 0, y: 0 }
/** How far a finger travels sideways, mostly level, to count as a swipe. */
const SWIPE_PX = 50
const MAX_SCALE = 4

const pointOf = (event: PointerEvent): Point => ({ x: event.clientX, y: event.clientY })
const distance = ([a, b]: Point[]) => Math.hypot(a!.x - b!.x, a!.y - b!.y)

/**
 * The lightbox's image with touch gestures: a swipe moves to the next or previous image, two fingers
 * pinch it larger (up to 4×) and one finger then drags it. The figure takes every touch (`touch-action:
 * none`), so the page itself neither scrolls nor zooms under it; mouse and pen are left alone.
 */
export function ZoomableImage({ image, onSwipe }: { image: LightboxImage; onSwipe: (step: 1 | -1) => void }) {
  const [zoom, setZoom] = useState<Zoom>(UNZOOMED)
  // The zoom as the handlers last set it: events can follow each other before React renders the last one.
  const latest = useRef<Zoom>(UNZOOMED)
  const zoomTo = (next: Zoom) => {
    latest.current = next
    setZoom(next)
  }
  const touches = useRef(new Map<number, Point>())
  // Where the current gesture began: the fingers' positions and the zoom then.
  const gesture = useRef<{ points: Point[]; zoom: Zoom } | null>(null)

  const restart = (current: Zoom) => {
    gesture.current = { points: [...touches.current.values()], zoom: current }
  }

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType !== 'touch') return
    event.currentTarget.setPointerCapture(event.pointerId)
    touches.current.set(event.pointerId, pointOf(event))
    restart(latest.current)
  }

  const onPointerMove = (event: PointerEvent) => {
    const start = gesture.current
    if (!start || !touches.current.has(event.pointerId)) return
    touches.current.set(event.pointerId, pointOf(event))
    const now = [...touches.current.values()]
    if (now.length >= 2 && start.points.length >= 2) {
      const scale = Math.min(MAX_SCALE, Math.max(1, (start.zoom.scale * distance(now)) / distance(start.points)))
      zoomTo(scale === 1 ? UNZOOMED : { ...start.zoom, scale })
    } else if (now.length === 1 && start.points.length === 1 && start.zoom.scale > 1) {
      const [from, to] = [start.points[0]!, now[0]!]
      zoomTo({ ...start.zoom, x: start.zoom.x + to.x - from.x, y: start.zoom.y + to.y - from.y })
    }
  }

  const onPointerEnd = (event: PointerEvent, ended: boolean) => {
    const start = gesture.current
    const last = touches.current.get(event.pointerId)
    if (!start || !last) return
    touches.current.delete(event.pointerId)
    if (touches.current.size > 0) {
      // A finger of a pinch lifted: what the others do next starts from here.
      restart(latest.current)
      return
    }
    gesture.current = null
    if (!ended || start.points.length !== 1 || start.zoom.scale > 1 || latest.current.scale > 1) return
    const dx = last.x - start.points[0]!.x
    const dy = last.y - start.points[0]!.y
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > 2 * Math.abs(dy)) onSwipe(dx < 0 ? 1 : -1)
  }

  const zoomed = zoom.scale > 1
  return (
    <figure
      className={styles.figure}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={(event) => onPointerEnd(event, true)}
      onPointerCancel={(event) => onPointerEnd(event, false)}
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- CMS images are plain <img> (see CmsImage) */}
      <img
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        data-zoom={zoomed ? zoom.scale.toFixed(2) : undefined}
        style={zoomed ? { transform: `translate(${zoom.x}px, ${zoom.y}px) scale(${zoom.scale})` } : undefined}
      />
      {image.caption && <figcaption>{image.caption}</figcaption>}
    </figure>
  )
}
