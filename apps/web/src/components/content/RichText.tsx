import type { RichText as RichTextValue, RichTextBlock, RichTextInline, RichTextList, TextMark } from '@jtt/content-api'
import type { ReactNode } from 'react'

/** Each mark wraps the text in its element, innermost first. */
const MARK_ELEMENTS: Record<TextMark, (children: ReactNode) => ReactNode> = {
  code: (c) => <code>{c}</code>,
  bold: (c) => <strong>{c}</strong>,
  italic: (c) => <em>{c}</em>,
  underline: (c) => <u>{c}</u>,
  strikethrough: (c) => <s>{c}</s>,
  subscript: (c) => <sub>{c}</sub>,
  superscript: (c) => <sup>{c}</sup>,
}
const MARK_ORDER = Object.keys(MARK_ELEMENTS) as TextMark[]

function Inline({ node }: { node: RichTextInline }): ReactNode {
  switch (node.type) {
    case 'linebreak':
      return <br />
    case 'text':
      return MARK_ORDER.filter((m) => node.marks.includes(m)).reduce<ReactNode>(
        (children, mark) => MARK_ELEMENTS[mark](children),
        node.text,
      )
    case 'link': {
      const external = /^https?:\/\//i.test(node.url)
      return (
        <a
          href={node.url}
          {...(node.newTab ? { target: '_blank' } : {})}
          {...(external ? { rel: 'noopener noreferrer' } : {})}
        >
          <Inlines nodes={node.children} />
        </a>
      )
    }
  }
}

const Inlines = ({ nodes }: { nodes: RichTextInline[] }) => nodes.map((node, i) => <Inline key={i} node={node} />)

function List({ list }: { list: RichTextList }) {
  const items = list.items.map((item, i) => (
    <li key={i}>
      <Inlines nodes={item.children} />
      {item.sublists.map((sub, j) => (
        <List key={j} list={sub} />
      ))}
    </li>
  ))
  return list.ordered ? <ol>{items}</ol> : <ul>{items}</ul>
}

function Block({ block, headingOffset }: { block: RichTextBlock; headingOffset: number }) {
  switch (block.type) {
    case 'paragraph':
      return (
        <p>
          <Inlines nodes={block.children} />
        </p>
      )
    case 'heading': {
      const Tag = `h${Math.min(6, block.level + headingOffset)}` as 'h2'
      return (
        <Tag>
          <Inlines nodes={block.children} />
        </Tag>
      )
    }
    case 'quote':
      return (
        <blockquote>
          <Inlines nodes={block.children} />
        </blockquote>
      )
    case 'rule':
      return <hr />
    case 'list':
      return <List list={block} />
  }
}

type Props = {
  value: RichTextValue
  /** Moves headings down when the text sits under a lower heading than the page's h1 (e.g. inside an h2 section). */
  headingOffset?: number
  className?: string
  /** `"id"` when the text fell back to Indonesian on an English page. */
  lang?: 'id'
}

/**
 * Rich text from the content service, rendered as React elements from the contract's allowlisted tree:
 * no HTML from the service is ever injected, text is escaped by React, links are checked by the contract.
 */
export function RichText({ value, headingOffset = 0, className, lang }: Props) {
  if (value.length === 0) return null
  return (
    <div className={className} lang={lang}>
      {value.map((block, i) => (
        <Block key={i} block={block} headingOffset={headingOffset} />
      ))}
    </div>
  )
}
