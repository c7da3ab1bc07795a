'use client'

import { useEffect, useRef, useState, type ReactNode } from 'react'
import styles from './GalleryLightbox.module.css'

export type GalleryImage = { src: string; alt: string; caption: string; width?: number; height?: number }
type Labels = { close: string; previous: string; next: string; position: string }

/**
 * Enlarges the gallery's images in a modal dialog (Escape closes, arrow keys and buttons move, focus
 * returns to the thumbnail). The thumbnails stay plain links to the full images, which is what they
 * are without JavaScript; this only takes over their clicks (`data-gallery-index`).
 */
export function GalleryLightbox({
  images,
  labels,
  children,
}: {
  images: GalleryImage[]
  labels: Labels
  children: ReactNode
}) {
  const root = useRef<HTMLDivElement>(null)
  const dialog = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  const [index, setIndex] = useState(0)

  useEffect(() => {
    const element = root.current
    if (!element) return
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element).closest<HTMLElement>('[data-gallery-index]')
      if (!link || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
      event.preventDefault()
      opener.current = link
      setIndex(Number(link.dataset.galleryIndex))
      dialog.current?.showModal()
    }
    element.addEventListener('click', onClick)
    return () => element.removeEventListener('click', onClick)
  }, [])

  const move = (step: number) => setIndex((i) => (i + step + images.length) % images.length)
  const image = images[index]
  const position = labels.position.replace('{n}', String(index + 1)).replace('{total}', String(images.length))

  return (
    <div ref={root}>
      {children}
      <dialog
        ref={dialog}
        className={styles.dialog}
        aria-label={position}
        onClose={() => opener.current?.focus()}
        onKeyDown={(event) => {
          if (event.key === 'ArrowRight') move(1)
          if (event.key === 'ArrowLeft') move(-1)
        }}
      >
        <form method="dialog" className={styles.bar}>
          <p className={styles.position} aria-live="polite">
            {position}
          </p>
          <button type="submit" className={styles.button}>
            {labels.close}
          </button>
        </form>
        {image && (
          <figure className={styles.figure}>
            {/* eslint-disable-next-line @next/next/no-img-element -- CMS images are plain <img> (see CmsImage) */}
            <img src={image.src} alt={image.alt} width={image.width} height={image.height} />
            {image.caption && <figcaption>{image.caption}</figcaption>}
          </figure>
        )}
        {images.length > 1 && (
          <div className={styles.controls}>
            <button type="button" className={styles.button} onClick={() => move(-1)}>
              ‹ {labels.previous}
            </button>
            <button type="button" className={styles.button} onClick={() => move(1)}>
              {labels.next} ›
            </button>
          </div>
        )}
      </dialog>
    </div>
  )
}
