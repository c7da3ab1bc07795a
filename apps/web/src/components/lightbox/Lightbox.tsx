'use client'

import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react'
import type { LightboxImage, LightboxLabels } from './types'

type DialogModule = typeof import('./LightboxDialog')
type View = { index: number; open: boolean }

const subscribeNothing = () => () => {}

/**
 * Enlarges a set of images in a modal lightbox. The thumbnails (`children`, rendered on the server)
 * stay plain links to the full images, which is all a browser without JavaScript needs; this only
 * takes over their clicks (`data-lightbox-index`), and `openAll` adds a button that opens the first.
 * The dialog and its touch gestures load on the first open, so a page pays nothing for them up front.
 */
export function Lightbox({
  images,
  labels,
  openAll,
  children,
}: {
  images: LightboxImage[]
  labels: LightboxLabels
  openAll?: string
  children: ReactNode
}) {
  const inBrowser = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  )
  const root = useRef<HTMLDivElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  const [dialog, setDialog] = useState<DialogModule | null>(null)
  const [view, setView] = useState<View | null>(null)

  // Kept in a ref so the click listener, attached once, always sees whether the dialog has loaded.
  const show = useRef((index: number, from: HTMLElement, href: string) => {
    opener.current = from
    setView({ index, open: true })
    // Without the dialog's code (offline, a new deployment) the link does what it does without JavaScript.
    import('./LightboxDialog').then(setDialog, () => window.location.assign(href))
  })

  useEffect(() => {
    const element = root.current
    if (!element) return
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-lightbox-index]')
      if (!link || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
      event.preventDefault()
      show.current(Number(link.dataset.lightboxIndex), link, link.href)
    }
    element.addEventListener('click', onClick)
    return () => element.removeEventListener('click', onClick)
  }, [])

  const Dialog = dialog?.LightboxDialog
  return (
    <div ref={root}>
      {children}
      {openAll && inBrowser && images.length > 0 && (
        <button
          type="button"
          className="button"
          onClick={(event) => show.current(0, event.currentTarget, images[0]!.src)}
        >
          {openAll}
        </button>
      )}
      {Dialog && view && (
        <Dialog
          images={images}
          labels={labels}
          index={view.index}
          open={view.open}
          onIndex={(index) => setView({ index, open: true })}
          onClose={() => {
            setView((current) => current && { ...current, open: false })
            opener.current?.focus()
          }}
        />
      )}
    </div>
  )
}
