import type { ImageSize, Media } from '@jtt/content-api'
import { CmsImage } from '@/components/CmsImage'
import styles from './about.module.css'

/**
 * The image that opens an About Us page (overview, business line, CSR post), as wide as the text: on a
 * phone the first screen's largest element, so it loads at high priority.
 */
export function LeadImage({ media, size }: { media: Media | null | undefined; size: ImageSize }) {
  return (
    <CmsImage
      media={media}
      size={size}
      load="priority"
      className={styles.image}
      sizes="(max-width: 960px) 100vw, 48rem"
    />
  )
}
