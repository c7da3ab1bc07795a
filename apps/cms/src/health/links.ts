/** A link a document holds: where in the document (a dotted field path) and what it points to. */
export type FoundLink = { field: string; url: string }

type Json = unknown

const isRecord = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Keys of the project's link fields: `url`/`enUrl` (menus, calls to action), `linkUrl` (blocks),
 * `new_url` (a redirect's target; its `old_url` is where visitors come from, not a link).
 */
const isLinkKey = (key: string) => key === 'url' || key === 'new_url' || /^[a-z]+Url$/.test(key)

const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key))

/** Link nodes of a Lexical tree (`link`, `autolink`): their URL, whatever they are nested in. */
function lexicalLinks(node: Json, out: string[]): void {
  if (!isRecord(node)) return
  if ((node.type === 'link' || node.type === 'autolink') && isRecord(node.fields)) {
    const url = node.fields.url
    if (typeof url === 'string' && url) out.push(url)
  }
  if (Array.isArray(node.children)) for (const child of node.children) lexicalLinks(child, out)
}

/**
 * Every link of a document as read from the database (any depth, `locale: 'all'` included, where a
 * localized field is `{ id, en }`): the values of link fields, and the links inside rich text. A rich
 * text counts as one field: its links are reported at its path. Entries the site hides are skipped.
 */
export function extractLinks(doc: Json, path = ''): FoundLink[] {
  if (Array.isArray(doc)) return doc.flatMap((value, i) => extractLinks(value, join(path, i)))
  if (!isRecord(doc)) return []
  // A menu entry switched off (`isActive: false`, e.g. a planned screen) is not shown: no visitor follows it.
  if (doc.isActive === false) return []
  if (isRecord(doc.root)) {
    const urls: string[] = []
    lexicalLinks(doc.root, urls)
    return urls.map((url) => ({ field: path, url }))
  }
  return Object.entries(doc).flatMap(([key, value]) => {
    const at = join(path, key)
    if (typeof value === 'string') return isLinkKey(key) && value ? [{ field: at, url: value }] : []
    // A localized link field read with every locale: { id: '/id/…', en: '/en/…' }.
    if (isLinkKey(key) && isRecord(value) && Object.keys(value).every((k) => k === 'id' || k === 'en')) {
      return Object.entries(value).flatMap(([locale, url]) =>
        typeof url === 'string' && url ? [{ field: join(at, locale), url }] : [],
      )
    }
    return extractLinks(value, at)
  })
}

/**
 * The site path a link leads to (`/id/hubungi-kami` from `/id/hubungi-kami?x=1#form`), or null for
 * what is not a path of this site: full URLs, `mailto:`, `tel:`, fragments, protocol-relative `//…`.
 */
export function sitePathOf(url: string): string | null {
  if (!url.startsWith('/') || url.startsWith('//')) return null
  const end = url.search(/[?#]/)
  return end === -1 ? url : url.slice(0, end)
}
