import { z } from 'zod'
import { isSafeLink } from './links'

/**
 * Rich text as the API answers it: a small, allowlisted tree (never HTML), so the site renders it with
 * its own elements and no markup from the content service reaches the page unescaped. The service
 * turns the editor's document into this tree and drops anything it does not know.
 */
export const TEXT_MARKS = ['bold', 'italic', 'underline', 'strikethrough', 'code', 'subscript', 'superscript'] as const
export type TextMark = (typeof TEXT_MARKS)[number]

export type RichTextText = { type: 'text'; text: string; marks: TextMark[] }
export type RichTextInline =
  | RichTextText
  | { type: 'linebreak' }
  | { type: 'link'; url: string; newTab: boolean; children: (RichTextText | { type: 'linebreak' })[] }
export type RichTextList = { type: 'list'; ordered: boolean; items: RichTextListItem[] }
export type RichTextListItem = { children: RichTextInline[]; sublists: RichTextList[] }
export type RichTextBlock =
  | { type: 'paragraph'; children: RichTextInline[] }
  | { type: 'heading'; level: 2 | 3 | 4; children: RichTextInline[] }
  | { type: 'quote'; children: RichTextInline[] }
  | { type: 'rule' }
  | RichTextList
export type RichText = RichTextBlock[]

const textSchema = z.object({ type: z.literal('text'), text: z.string(), marks: z.array(z.enum(TEXT_MARKS)) })
const linebreakSchema = z.object({ type: z.literal('linebreak') })
const inlineSchema: z.ZodType<RichTextInline> = z.discriminatedUnion('type', [
  textSchema,
  linebreakSchema,
  z.object({
    type: z.literal('link'),
    // To the web (http/https), to mail or phone, or to a path or anchor of this site (links.ts).
    url: z.string().refine(isSafeLink, 'A link leads to the web, mail, a phone, or a path or anchor of this site.'),
    newTab: z.boolean(),
    children: z.array(z.discriminatedUnion('type', [textSchema, linebreakSchema])),
  }),
])

const listSchema: z.ZodType<RichTextList> = z.lazy(() =>
  z.object({
    type: z.literal('list'),
    ordered: z.boolean(),
    items: z.array(z.object({ children: z.array(inlineSchema), sublists: z.array(listSchema) })),
  }),
)

const blockSchema: z.ZodType<RichTextBlock> = z.union([
  z.object({ type: z.literal('paragraph'), children: z.array(inlineSchema) }),
  z.object({
    type: z.literal('heading'),
    level: z.union([z.literal(2), z.literal(3), z.literal(4)]),
    children: z.array(inlineSchema),
  }),
  z.object({ type: z.literal('quote'), children: z.array(inlineSchema) }),
  z.object({ type: z.literal('rule') }),
  listSchema,
])

export const richTextSchema: z.ZodType<RichText> = z.array(blockSchema)
