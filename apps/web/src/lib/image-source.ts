/**
 * Chooses which file of a CMS image to show for a named size (spec §3 "Image item"): the size's
 * conversion, else the original (a conversion is absent when the original is smaller), else the
 * site's default placeholder for that size.
 */
import type { ImageSize, Media } from '@jtt/content-api'

export interface ImageSource {
  src: string
  /** Intrinsic size of `src`; undefined only when the CMS does not know the original's size. */
  width: number | undefined
  height: number | undefined
  /** Width-described candidates, present when the browser has more than one file to choose from. */
  srcSet?: string
  isDefault: boolean
}

/** Dimensions of the placeholders in `public/img/default-*.png` (see scripts/make-default-images.mjs). */
export const DEFAULT_IMAGE_DIMENSIONS: Record<ImageSize, { width: number; height: number }> = {
  thumb: { width: 320, height: 240 },
  card: { width: 768, height: 432 },
  hero: { width: 1920, height: 800 },
}

function defaultImagePath(size: ImageSize): string {
  return `/img/default-${size}.png`
}

interface Candidate {
  url: string
  width: number
}

/** `url 320w, url 768w` from the conversions (plus the original when it is what `src` shows). */
function buildSrcSet(media: Media, extra: Candidate | null): string | undefined {
  const byWidth = new Map<number, string>()
  for (const conversion of Object.values(media.conversions)) {
    if (conversion) byWidth.set(conversion.width, conversion.url)
  }
  if (extra && !byWidth.has(extra.width)) byWidth.set(extra.width, extra.url)
  // A single candidate gives the browser no choice; plain `src` does the same job.
  if (byWidth.size < 2) return undefined
  return [...byWidth.entries()]
    .sort(([a], [b]) => a - b)
    .map(([width, url]) => `${url} ${width}w`)
    .join(', ')
}

export function pickImageSource(media: Media | null | undefined, size: ImageSize): ImageSource {
  if (!media) {
    const { width, height } = DEFAULT_IMAGE_DIMENSIONS[size]
    return { src: defaultImagePath(size), width, height, isDefault: true }
  }

  const conversion = media.conversions[size]
  if (conversion) {
    const srcSet = buildSrcSet(media, null)
    const { url, width, height } = conversion
    return { src: url, width, height, isDefault: false, ...(srcSet ? { srcSet } : {}) }
  }

  const width = media.width ?? undefined
  const height = media.height ?? undefined
  // With `w` descriptors the browser ignores `src`, so the original must be listed to stay
  // selectable; when its width is unknown it cannot be described, so no srcSet at all.
  const srcSet = width === undefined ? undefined : buildSrcSet(media, { url: media.url, width })
  return { src: media.url, width, height, isDefault: false, ...(srcSet ? { srcSet } : {}) }
}

/**
 * `sizes` for when the caller gives none: without it browsers assume `100vw` and a thumbnail
 * would download the hero file on a wide screen. This says "never wider than the chosen file".
 */
export function defaultSizesFor(width: number): string {
  return `(max-width: ${width}px) 100vw, ${width}px`
}
