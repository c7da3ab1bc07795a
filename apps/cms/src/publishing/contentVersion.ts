import { contentVersion } from '@jtt/server/content-version'

/** The name of the published content's version, shared by the hooks that change it and the front's cache. */
export const CONTENT_VERSION = 'cms-content'

/** Marks a published change in progress; see ContentVersion.changing. */
export const publishedChangeStarted = () => contentVersion(CONTENT_VERSION).changing()
