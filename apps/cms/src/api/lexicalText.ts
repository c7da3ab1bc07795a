/** Plain text of Lexical rich text (for excerpts), paragraphs joined by spaces. */
type Node = { text?: unknown; children?: unknown }

function collect(node: Node, out: string[]): void {
  if (typeof node.text === 'string') out.push(node.text)
  if (Array.isArray(node.children)) {
    for (const child of node.children as Node[]) collect(child, out)
    out.push(' ')
  }
}

export function lexicalPlainText(value: unknown): string {
  const root = (value as { root?: Node } | null | undefined)?.root
  if (!root) return ''
  const out: string[] = []
  collect(root, out)
  return out.join('').replace(/\s+/g, ' ').trim()
}

/** At most `max` characters, cut at a word boundary, with an ellipsis when cut. */
export function truncateWords(text: string, max: number): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max + 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut.slice(0, max)).replace(/[\s,.;:–-]+$/, '')}…`
}
