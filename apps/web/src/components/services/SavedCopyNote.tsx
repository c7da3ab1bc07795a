import styles from './services.module.css'

/**
 * Shown while the browser is offline on a page the service worker kept: says that this is a saved
 * copy and the time its data was read (`text` is already formatted with it by the server).
 * A server component: it is in every copy of the page and shown by CSS only while `<html
 * data-network="offline">`, which the layout's OnlineStatus sets (so, as before, only once the page's
 * scripts run and never without them); the browser gets no code of its own for it.
 */
export function SavedCopyNote({ text }: { text: string }) {
  return (
    <p className={styles.offline} role="status" data-saved-copy="">
      {text}
    </p>
  )
}
