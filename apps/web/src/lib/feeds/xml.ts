/**
 * A tiny XML writer for the feeds (Atom, CAP): elements are built as values, text is always escaped,
 * so no content can open or close an element. Pure; relative imports only (unit-tested without the
 * `@/` alias).
 */

/** XML written by `el` (never text from outside: that goes in as a string and is escaped). */
export type Xml = { readonly xml: string }

type Child = Xml | string | number | null | undefined | false

/** Characters XML 1.0 does not allow at all (controls but tab, line feed, carriage return; lone surrogates). */
const NOT_XML =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }

/** Text or an attribute value as XML: special characters escaped, characters XML cannot carry dropped. */
const escapeXml = (text: string): string => text.replace(NOT_XML, '').replace(/[&<>"']/g, (c) => ENTITIES[c]!)

/**
 * One element: `el('link', { rel: 'self', href }, …children)`. Attributes whose value is undefined are
 * left out; children that are null, undefined or false too (optional elements read naturally).
 */
export function el(name: string, attrs: Record<string, string | undefined> | null, ...children: Child[]): Xml {
  const attributes = Object.entries(attrs ?? {})
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${escapeXml(value)}"`)
    .join('')
  const inner = children
    .filter((c) => c !== null && c !== undefined && c !== false)
    .map((c) => (typeof c === 'object' ? c.xml : escapeXml(String(c))))
    .join('')
  return { xml: inner === '' ? `<${name}${attributes}/>` : `<${name}${attributes}>${inner}</${name}>` }
}

/** A complete document in UTF-8. */
export const xmlDocument = (root: Xml): string => `<?xml version="1.0" encoding="UTF-8"?>\n${root.xml}\n`
