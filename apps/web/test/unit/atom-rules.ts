/**
 * The RFC 4287 (Atom) rules that matter to feed readers, checked on a parsed document, and libxml2's
 * well-formedness check: shared by the unit test of the builder and the browser test of the served feeds.
 */
import { DomUtils, parseDocument } from 'htmlparser2'
import { validateXML } from 'xmllint-wasm'
import { ATOM_NS } from '../../src/lib/feeds/atom'

type Node = ReturnType<typeof DomUtils.getElementsByTagName>[number]

const kids = (parent: Node, name: string) =>
  DomUtils.getChildren(parent).filter((n): n is Node => DomUtils.isTag(n) && n.name === name)
const text = (n: Node) => DomUtils.textContent(n)
const RFC3339 = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/
const ABSOLUTE_IRI = /^[a-z][a-z0-9+.-]*:\S+$/i

/** libxml2's parser: a document that is not well-formed XML fails. */
export async function wellFormed(xml: string) {
  const result = await validateXML({ xml: { fileName: 'feed.xml', contents: xml }, normalization: 'format' })
  return result.errors.map((e) => e.message)
}

/** The RFC 4287 rules that matter to readers: one id, title, updated per feed and entry, links, authors, dates. */
export function atomViolations(xml: string): string[] {
  const problems: string[] = []
  const doc = parseDocument(xml, { xmlMode: true })
  const feed = DomUtils.getChildren(doc).find((n): n is Node => DomUtils.isTag(n))
  if (!feed || feed.name !== 'feed' || feed.attribs.xmlns !== ATOM_NS) return ['the root is not atom:feed']
  const exactlyOne = (where: Node, name: string, label: string) => {
    const found = kids(where, name)
    if (found.length !== 1) problems.push(`${label} has ${found.length} ${name}`)
    return found[0]
  }
  const checkCommon = (where: Node, label: string) => {
    const id = exactlyOne(where, 'id', label)
    if (id && !ABSOLUTE_IRI.test(text(id))) problems.push(`${label} id is no absolute IRI: ${text(id)}`)
    const title = exactlyOne(where, 'title', label)
    if (title && text(title).trim() === '') problems.push(`${label} title is empty`)
    const updated = exactlyOne(where, 'updated', label)
    if (updated && !(RFC3339.test(text(updated)) && !Number.isNaN(Date.parse(text(updated)))))
      problems.push(`${label} updated is no RFC 3339 date-time`)
    const links = kids(where, 'link')
    for (const link of links)
      if (!ABSOLUTE_IRI.test(link.attribs.href ?? '')) problems.push(`${label} link without absolute href`)
    const alternates = links.filter((l) => (l.attribs.rel ?? 'alternate') === 'alternate')
    const keys = alternates.map((l) => `${l.attribs.type}|${l.attribs.hreflang}`)
    if (new Set(keys).size !== keys.length) problems.push(`${label} has two alternate links of one type and language`)
    return { id: id && text(id), alternates, links }
  }
  const { links } = checkCommon(feed, 'feed')
  if (links.filter((l) => l.attribs.rel === 'self').length !== 1) problems.push('feed has no single rel="self" link')
  const feedAuthor = kids(feed, 'author').some((a) => kids(a, 'name').length === 1)
  const ids = new Set<string>()
  kids(feed, 'entry').forEach((entry, i) => {
    const { id, alternates } = checkCommon(entry, `entry ${i}`)
    if (id && ids.has(id)) problems.push(`entry ${i} repeats id ${id}`)
    if (id) ids.add(id)
    if (kids(entry, 'content').length === 0 && alternates.length === 0)
      problems.push(`entry ${i} has neither content nor alternate link`)
    if (!feedAuthor && !kids(entry, 'author').some((a) => kids(a, 'name').length === 1))
      problems.push(`entry ${i} has no author`)
  })
  return problems
}
