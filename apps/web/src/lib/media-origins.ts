import { env } from '../env'
import { cmsOrigin } from './cms-admin'
import { siteUrl } from './site'

/** The origin of an absolute URL, or null when it is missing or not a URL. */
export const originOf = (url: string | undefined) => {
  if (!url || !URL.canParse(url)) return null
  return new URL(url).origin
}

/**
 * Where the site's images and files come from: the CMS's file URLs, and object storage when media
 * lives there (MEDIA_PUBLIC_URL).
 */
export function mediaOrigins(): string[] {
  const media = originOf(env.mediaUrl)
  return [...new Set([cmsOrigin(), ...(media ? [media] : [])])]
}

/**
 * The media origins other than the site's own, for the browser to connect to while it reads the
 * page: the first image (the home page's hero, a press release's photo) then starts without waiting
 * for DNS, TCP and TLS of a second host — on a mobile network several round trips.
 */
export function mediaPreconnectOrigins(): string[] {
  const site = originOf(siteUrl())
  return mediaOrigins().filter((origin) => origin !== site)
}
