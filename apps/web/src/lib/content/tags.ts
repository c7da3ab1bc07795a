/**
 * Cache tags for everything the site reads from the content service, in one place.
 * A CMS publish webhook revalidates by these names, so they must match what the fetches use.
 */
export const cacheTags = {
  menu: 'menu',
  footer: 'footer',
  home: 'home',
  pages: 'pages',
  page: (slug: string) => `page:${slug}`,
  redirects: 'redirects',
} as const

/** Safety net: even without a webhook, cached content is refreshed at least this often. */
export const REVALIDATE_SECONDS = 300
