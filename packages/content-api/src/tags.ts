/**
 * Cache tags: the names under which the web site caches what it reads from the content service,
 * and which the content service names when it tells the site what changed (publish-to-live).
 * Both sides import them from here, so a tag can never be spelled two ways.
 */
export const cacheTags = {
  menu: 'menu',
  /** The footer's components and settings (also read by the contact page). */
  footer: 'footer',
  home: 'home',
  /** About Us: the company overview, the organization chart, whistleblowing, the section intros. */
  companyProfile: 'company-profile',
  organization: 'organization-structure',
  whistleblowing: 'whistleblowing',
  aboutPages: 'about-pages',
  /** The toll-road service page's global (contacts, payment methods, traffic links). */
  tollRoadService: 'toll-road-service',
  /** The investor-relations section's own content (figures, shareholders, contact, …). */
  investorRelations: 'investor-relations',
  redirects: 'redirects',
  /** Every answer that embeds images: an edited image (alt text, file) refreshes them all. */
  media: 'media',
  /** The list of everything the site has a page for (sitemap, route index). */
  sitemap: 'sitemap',
  /** Every list and query of one content type (paginated lists, filters, "latest" sections). */
  list: (type: string) => `list:${type}`,
  /** One item of a type, by the key its URL uses (a slug per language, or an id). */
  item: (type: string, key: string) => `item:${type}:${key}`,
} as const

/** Tags a change can name; the web refuses anything longer (Next's limit is 256 characters). */
export const MAX_TAG_LENGTH = 256
