import type { PageBlock, RichText, RichTextInline } from '@jtt/content-api'

const inlineText = (nodes: RichTextInline[]): string =>
  nodes
    .map((node) => (node.type === 'text' ? node.text : node.type === 'link' ? inlineText(node.children) : ' '))
    .join('')

/** The words of a rich text, paragraphs separated by spaces (search, excerpts). */
export function plainText(value: RichText): string {
  return value
    .map((block) => {
      if (block.type === 'rule') return ''
      if (block.type === 'list') return block.items.map((item) => inlineText(item.children)).join(' ')
      return inlineText(block.children)
    })
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** The words of a page's blocks, in order. */
export function blocksText(blocks: PageBlock[]): string {
  return blocks
    .map((block) => {
      switch (block.type) {
        case 'richText':
          return plainText(block.content)
        case 'imageText':
          return `${block.heading} ${plainText(block.content)}`
        case 'image':
          return block.caption
        case 'keyFigures':
          return `${block.heading} ${block.figures.map((f) => f.label).join(' ')}`
        case 'callToAction':
          return `${block.heading} ${block.text}`
        case 'documentList':
          return `${block.heading} ${block.documents.map((d) => `${d.title} ${d.description}`).join(' ')}`
      }
    })
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim()
}
