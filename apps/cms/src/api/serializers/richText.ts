import {
  isSafeLink,
  type RichText,
  type RichTextBlock,
  type RichTextInline,
  type RichTextList,
  type RichTextText,
  type TextMark,
} from '@jtt/content-api'

/** A Lexical node as stored; only the properties read here are named. */
type LexicalNode = {
  type?: string
  text?: string
  format?: number | string
  tag?: string
  listType?: string
  url?: string
  newTab?: boolean
  fields?: { url?: string; newTab?: boolean; linkType?: string }
  children?: LexicalNode[]
}

/** Lexical's text format bits (lexical/LexicalConstants). */
const MARK_BITS: [TextMark, number][] = [
  ['bold', 1],
  ['italic', 2],
  ['strikethrough', 4],
  ['underline', 8],
  ['code', 16],
  ['subscript', 32],
  ['superscript', 64],
]

const marksOf = (format: LexicalNode['format']): TextMark[] =>
  typeof format === 'number' ? MARK_BITS.filter(([, bit]) => (format & bit) !== 0).map(([mark]) => mark) : []

const safeUrl = (url: string | undefined): string | null => {
  const trimmed = url?.trim() ?? ''
  return isSafeLink(trimmed) ? trimmed : null
}

function textsOf(nodes: LexicalNode[] = []): (RichTextText | { type: 'linebreak' })[] {
  return inlines(nodes).flatMap((node) => (node.type === 'link' ? node.children : [node]))
}

/** Inline content; unknown inline nodes keep their text, links with an unsafe URL become plain text. */
function inlines(nodes: LexicalNode[] = []): RichTextInline[] {
  return nodes.flatMap((node): RichTextInline[] => {
    switch (node.type) {
      case 'text':
        return node.text ? [{ type: 'text', text: node.text, marks: marksOf(node.format) }] : []
      case 'linebreak':
        return [{ type: 'linebreak' }]
      case 'tab':
        return [{ type: 'text', text: ' ', marks: [] }]
      case 'link':
      case 'autolink': {
        const url = safeUrl(node.fields?.url ?? node.url)
        const children = textsOf(node.children)
        if (!url) return children
        return [{ type: 'link', url, newTab: Boolean(node.fields?.newTab ?? node.newTab), children }]
      }
      default:
        return inlines(node.children)
    }
  })
}

const headingLevel = (tag = ''): 2 | 3 | 4 => (tag === 'h3' ? 3 : ['h4', 'h5', 'h6'].includes(tag) ? 4 : 2)

function list(node: LexicalNode): RichTextList {
  return {
    type: 'list',
    ordered: node.listType === 'number' || node.tag === 'ol',
    items: (node.children ?? []).map((item) => {
      const children = item.children ?? []
      return {
        children: inlines(children.filter((c) => c.type !== 'list')),
        sublists: children.filter((c) => c.type === 'list').map(list),
      }
    }),
  }
}

function block(node: LexicalNode): RichTextBlock[] {
  switch (node.type) {
    case 'paragraph':
      return [{ type: 'paragraph', children: inlines(node.children) }]
    case 'heading':
      return [{ type: 'heading', level: headingLevel(node.tag), children: inlines(node.children) }]
    case 'quote':
      return [{ type: 'quote', children: inlines(node.children) }]
    case 'list':
      return [list(node)]
    case 'horizontalrule':
      return [{ type: 'rule' }]
    default: {
      // Something this site does not render (an upload, a table…): keep its words as a paragraph.
      const children = inlines(node.children)
      return children.length ? [{ type: 'paragraph', children }] : []
    }
  }
}

/**
 * The editor's document as the contract's allowlisted rich-text tree: known nodes only, text
 * never interpreted as markup, links only to safe URLs. Empty paragraphs at the ends are dropped.
 */
export function toRichText(value: unknown): RichText {
  const root = (value as { root?: LexicalNode } | null | undefined)?.root
  const blocks = (root?.children ?? []).flatMap(block)
  const isEmpty = (b: RichTextBlock | undefined) => b?.type === 'paragraph' && b.children.length === 0
  while (isEmpty(blocks[0])) blocks.shift()
  while (isEmpty(blocks.at(-1))) blocks.pop()
  return blocks
}
