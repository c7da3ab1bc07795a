import { SLUG_PATTERN } from '@jtt/content-api'

export const validateSlug = (value: string | null | undefined): true | string =>
  !value || SLUG_PATTERN.test(value) ? true : 'Use lowercase letters, digits and single hyphens (e.g. about-us).'
