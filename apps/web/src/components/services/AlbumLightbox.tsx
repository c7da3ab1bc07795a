'use client'

import { useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react'
import styles from './album.module.css'

export type AlbumPhoto = {
  id: string
  alt: string
  thumb: { src: string; width?: number; height?: number }
  full: { src: string; width?: number; height?: number }
}
type Labels = { album: string; seeAlbum: string; previous: string; next: string; close: string; photoOf: string }

const subscribeNothing = () => () => {}

/**
 * The photo album: thumbnails linking to the full photos (all that is needed without JavaScript), and
 * with JavaScript 'see album' opens a modal lightbox — arrow keys or buttons to move, Escape or
 * Close to leave, focus back where it was.
 */
export function AlbumLightbox({ photos, labels }: { photos: AlbumPhoto[]; labels: Labels }) {
  const inBrowser = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  )
  const dialog = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  const closeButton = useRef<HTMLButtonElement>(null)
  const [index, setIndex] = useState(0)
  const photo = photos[index]

  const open = (i: number) => {
    opener.current = document.activeElement as HTMLElement | null
    setIndex(i)
    dialog.current?.showModal()
    // The browser would focus the first button (Previous); Close is the expected first stop.
    closeButton.current?.focus()
  }
  const move = (step: number) => setIndex((i) => (i + step + photos.length) % photos.length)
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') move(1)
    else if (event.key === 'ArrowLeft') move(-1)
    else return
    event.preventDefault()
  }

  return (
    <>
      <ul className={styles.grid}>
        {photos.map((p, i) => (
          <li key={p.id}>
            <a
              href={p.full.src}
              onClick={(event) => {
                if (!dialog.current) return
                event.preventDefault()
                open(i)
              }}
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- CMS images, see CmsImage */}
              <img src={p.thumb.src} width={p.thumb.width} height={p.thumb.height} alt={p.alt} loading="lazy" />
            </a>
          </li>
        ))}
      </ul>
      {inBrowser && photos.length > 0 && (
        <button type="button" className="button" onClick={() => open(0)}>
          {labels.seeAlbum}
        </button>
      )}
      {inBrowser && (
        <dialog
          ref={dialog}
          className={styles.dialog}
          aria-label={labels.album}
          onKeyDown={onKey}
          onClose={() => opener.current?.focus()}
        >
          {photo && (
            <figure className={styles.figure}>
              {/* eslint-disable-next-line @next/next/no-img-element -- CMS images, see CmsImage */}
              <img src={photo.full.src} width={photo.full.width} height={photo.full.height} alt={photo.alt} />
              <figcaption aria-live="polite">
                {photo.alt} —{' '}
                {labels.photoOf.replace('{n}', String(index + 1)).replace('{total}', String(photos.length))}
              </figcaption>
            </figure>
          )}
          <div className={styles.controls}>
            <button type="button" onClick={() => move(-1)} disabled={photos.length < 2}>
              ‹ {labels.previous}
            </button>
            <button type="button" onClick={() => move(1)} disabled={photos.length < 2}>
              {labels.next} ›
            </button>
            <button type="button" ref={closeButton} onClick={() => dialog.current?.close()}>
              {labels.close} ✕
            </button>
          </div>
        </dialog>
      )}
    </>
  )
}
