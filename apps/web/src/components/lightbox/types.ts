/** One image of a lightbox: the full-size source, its text alternative and an optional caption. */
export type LightboxImage = { src: string; alt: string; caption?: string; width?: number; height?: number }

/**
 * The lightbox's words: `title` names the dialog; `position` reads "Image {n} of {total}" (its
 * placeholders are filled in as the visitor moves).
 */
export type LightboxLabels = { title: string; position: string; previous: string; next: string; close: string }
