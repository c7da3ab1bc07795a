import { isLinkTarget, isSitePath } from '@jtt/content-api'

type Validate = (value: string | null | undefined) => true | string

/** Why a path is refused, in the editor's terms: browsers would lead the visitor to another site. */
const offSiteReason = (value: string) =>
  value.includes('\\') || /%5c/i.test(value)
    ? 'A backslash leads browsers to another site (they read it as /): use / only.'
    : /[\s\u0000-\u001f\u007f]/.test(value)
      ? 'Spaces, tabs and line breaks are not allowed in a link: browsers drop or rewrite them.'
      : null

/** A site path (`/…`, as a redirect source must be) with no query or fragment. */
export const validateSitePath: Validate = (value) => {
  if (!value) return 'Required.'
  if (!/^\/[A-Za-z0-9@\-%_~/.]*$/.test(value) || !isSitePath(value))
    return offSiteReason(value) ?? 'Use a site path such as /old-page (no query or fragment).'
  return true
}

/** A link target: a path of this site (one that browsers keep on it) or a full http(s) URL. */
export const validateLinkTarget: Validate = (value) => {
  if (!value) return 'Required.'
  if (isLinkTarget(value)) return true
  return offSiteReason(value) ?? 'Use a site path such as /new-page or a full http(s) URL.'
}

/** The same check for a field that may stay empty. */
export const optional =
  (validate: Validate): Validate =>
  (value) =>
    value ? validate(value) : true
