/** Builds Lexical rich-text JSON from simple blocks, so seed content reads like prose. */
type Block = { h2: string } | { h3: string } | { p: string; link?: { text: string; url: string } } | { ul: string[] }

const text = (value: string) => ({
  type: 'text',
  version: 1,
  text: value,
  format: 0,
  style: '',
  mode: 'normal',
  detail: 0,
})

const element = (type: string, children: unknown[], extra: Record<string, unknown> = {}) => ({
  type,
  version: 1,
  format: '',
  indent: 0,
  direction: 'ltr',
  children,
  ...extra,
})

function node(block: Block) {
  if ('h2' in block) return element('heading', [text(block.h2)], { tag: 'h2' })
  if ('h3' in block) return element('heading', [text(block.h3)], { tag: 'h3' })
  if ('ul' in block) {
    const items = block.ul.map((item, i) => element('listitem', [text(item)], { value: i + 1 }))
    return element('list', items, { listType: 'bullet', start: 1, tag: 'ul' })
  }
  const link = block.link
    ? [
        text(' '),
        element('link', [text(block.link.text)], {
          fields: { linkType: 'custom', url: block.link.url, newTab: false },
          id: block.link.url,
        }),
      ]
    : []
  return element('paragraph', [text(block.p), ...link], { textFormat: 0, textStyle: '' })
}

export function richText(blocks: Block[]) {
  return {
    root: {
      type: 'root',
      version: 1,
      format: '' as const,
      indent: 0,
      direction: 'ltr' as const,
      children: blocks.map(node),
    },
  }
}
