'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/**
 * Inside the CMS admin's live preview (an iframe of this page): tells the admin the page is ready and
 * re-renders it on the server whenever the editor saves (the admin posts `payload-document-event`).
 * Messages from any other origin are ignored.
 */
export function LivePreviewRefresh({ cmsOrigin }: { cmsOrigin: string }) {
  const router = useRouter()
  useEffect(() => {
    if (window.parent === window) return
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== cmsOrigin) return
      if ((event.data as { type?: unknown } | null)?.type === 'payload-document-event') router.refresh()
    }
    window.addEventListener('message', onMessage)
    window.parent.postMessage({ type: 'payload-live-preview', ready: true }, cmsOrigin)
    return () => window.removeEventListener('message', onMessage)
  }, [cmsOrigin, router])
  return null
}
