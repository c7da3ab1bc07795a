'use client'

import { useEffect, useRef } from 'react'
import styles from './Lightbox.module.css'
import type { LightboxImage, LightboxLabels } from './types'
import { ZoomableImage } from './ZoomableImage'

type Props = {
  images: LightboxImage[]
  labels: LightboxLabels
  index: number
  open: boolean
  onIndex: (index: number) => void
  onClose: () => void
}

/**
 * The lightbox itself, a modal dialog: Close has the focus when it opens; arrow keys, the buttons or a
 * swipe move through the images; pinching zooms the image; Escape or Close leaves (the opener then
 * takes the focus back, see Lightbox).
 */
export function LightboxDialog({ images, labels, index, open, onIndex, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null)
  const closeButton = useRef<HTMLButtonElement>(null)
  const image = images[index]
  const move = (step: number) => onIndex((index + step + images.length) % images.length)
  const position = labels.position.replace('{n}', String(index + 1)).replace('{total}', String(images.length))

  useEffect(() => {
    const element = dialog.current
    if (!open || !element || element.open) return
    element.showModal()
    // The browser would focus the first button (Previous); Close is the expected first stop.
    closeButton.current?.focus()
  }, [open])

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-label={labels.title}
      onClose={onClose}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') move(1)
        else if (event.key === 'ArrowLeft') move(-1)
        else return
        event.preventDefault()
      }}
    >
      <p className={styles.position} aria-live="polite">
        {position}
      </p>
      {/* A new image starts unzoomed: the key gives each its own zoom. */}
      {image && <ZoomableImage key={index} image={image} onSwipe={move} />}
      <div className={styles.controls}>
        <button type="button" onClick={() => move(-1)} disabled={images.length < 2}>
          ‹ {labels.previous}
        </button>
        <button type="button" onClick={() => move(1)} disabled={images.length < 2}>
          {labels.next} ›
        </button>
        <button type="button" ref={closeButton} onClick={() => dialog.current?.close()}>
          {labels.close} ✕
        </button>
      </div>
    </dialog>
  )
}
