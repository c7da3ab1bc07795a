type Validate = (value: string | null | undefined) => true | string

/** A site path (`/…`, as a redirect source must be) with no query or fragment. */
export const validateSitePath: Validate = (value) => {
  if (!value) return 'Required.'
  if (!/^\/[A-Za-z0-9@\-%_~/.]*$/.test(value)) return 'Use a site path such as /old-page (no query or fragment).'
  return true
}

/** A link target: a site path or a full http(s) URL. */
export const validateLinkTarget: Validate = (value) => {
  if (!value) return 'Required.'
  if (value.startsWith('/') && !value.startsWith('//')) return true
  if (/^https?:\/\/[^\s]+$/.test(value)) return true
  return 'Use a site path such as /new-page or a full http(s) URL.'
}

/** The same check for a field that may stay empty. */
export const optional =
  (validate: Validate): Validate =>
  (value) =>
    value ? validate(value) : true
