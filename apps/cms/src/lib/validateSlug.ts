/** Slugs and keys: lowercase words joined by hyphens, safe in URLs and filters. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export const validateSlug = (value: string | null | undefined): true | string =>
  !value || SLUG_PATTERN.test(value) ? true : 'Use lowercase letters, digits and single hyphens (e.g. about-us).'
