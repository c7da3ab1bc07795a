import { contentVersion } from '@jtt/server/content-version'

/**
 * The version of what the site's pages show. The front keeps whole pages (see server.ts) under it; the
 * revalidation hook changes it with every change it applies, through Redis for every instance.
 */
export const PAGE_VERSION = 'web-pages'

/** Marks a change being applied: no kept page is served until the returned function announces it. */
export const pageChangeStarted = () => contentVersion(PAGE_VERSION).changing()
