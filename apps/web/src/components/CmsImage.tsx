import type { ImageSize, Media } from '@jtt/content-api'
import { defaultSizesFor, pickImageSource } from '@/lib/image-source'

export type ImageLoad = 'priority' | 'eager' | 'lazy'

/**
 * For a grid that opens the page: its first image is the largest element on a phone (one column); the
 * rest of a three-column row is in a desktop's first screen; the others load when scrolled near.
 */
export const firstRowLoad = (index: number): ImageLoad => (index === 0 ? 'priority' : index < 3 ? 'eager' : 'lazy')

export interface CmsImageProps {
  media: Media | null | undefined
  /** Named conversion to show; also picks the matching default placeholder. */
  size: ImageSize
  /** Overrides `media.alt`, e.g. when the surrounding text already describes the image. */
  alt?: string
  className?: string
  /**
   * `priority`: the largest element of the first screen (eagerly, at high priority); `eager`: elsewhere
   * in the first screen, e.g. a list's first row (at once, normal priority); `lazy` (the default): when
   * scrolled near.
   */
  load?: ImageLoad
  /** Layout width hint for `srcSet`; defaults to "no wider than the chosen file". */
  sizes?: string
}

/**
 * One image from the CMS. A plain <img> rather than next/image: the CMS origin is configured at
 * runtime, while next/image needs remote hosts at build time, and the CMS already renders the
 * resized conversions that next/image would otherwise produce.
 */
export function CmsImage({ media, size, alt, className, load = 'lazy', sizes }: CmsImageProps) {
  const source = pickImageSource(media, size)
  // The placeholder says nothing about the content, so it is decorative unless told otherwise.
  const altText = alt ?? media?.alt ?? ''
  // `sizes` only means something next to a width-described srcSet.
  const fallbackSizes = source.width ? defaultSizesFor(source.width) : undefined
  const sizesAttr = source.srcSet ? (sizes ?? fallbackSizes) : undefined

  const img = (
    // eslint-disable-next-line @next/next/no-img-element -- see the component comment
    <img
      src={source.src}
      srcSet={source.srcSet}
      sizes={sizesAttr}
      width={source.width}
      height={source.height}
      alt={altText}
      className={className}
      loading={load === 'lazy' ? 'lazy' : 'eager'}
      decoding="async"
      fetchPriority={load === 'priority' ? 'high' : undefined}
      data-default-image={source.isDefault ? '' : undefined}
    />
  )
  // React preloads every eager <img> a server component renders, and puts that preload into the
  // page's RSC payload too: the idle prefetch of a page would then download its hero image. Inside a
  // <picture> React adds no preload; the browser still finds the image in the HTML at once, and its
  // fetch priority (the largest's is high) orders it.
  return load === 'lazy' ? img : <picture>{img}</picture>
}
