import type { RichTextField } from 'payload'
import {
  BlockquoteFeature,
  BoldFeature,
  FixedToolbarFeature,
  HeadingFeature,
  HorizontalRuleFeature,
  InlineCodeFeature,
  InlineToolbarFeature,
  ItalicFeature,
  LinkFeature,
  OrderedListFeature,
  ParagraphFeature,
  StrikethroughFeature,
  SubscriptFeature,
  SuperscriptFeature,
  UnderlineFeature,
  UnorderedListFeature,
  lexicalEditor,
} from '@payloadcms/richtext-lexical'
import type { Bilingual } from '../i18n/language'

/**
 * The editor offers exactly what the Content API's rich-text tree can carry (`toRichText`): no
 * uploads, tables or embedded blocks, headings h2–h4 (the page has its own h1), links by URL only.
 */
const contentEditor = lexicalEditor({
  features: [
    ParagraphFeature(),
    HeadingFeature({ enabledHeadingSizes: ['h2', 'h3', 'h4'] }),
    BoldFeature(),
    ItalicFeature(),
    UnderlineFeature(),
    StrikethroughFeature(),
    SubscriptFeature(),
    SuperscriptFeature(),
    InlineCodeFeature(),
    UnorderedListFeature(),
    OrderedListFeature(),
    LinkFeature({ enabledCollections: [] }),
    BlockquoteFeature(),
    HorizontalRuleFeature(),
    FixedToolbarFeature(),
    InlineToolbarFeature(),
  ],
})

/** A localized rich-text field with the site's editor. */
export const richTextField = (
  name: string,
  label: Bilingual,
  options: Partial<Pick<RichTextField, 'required' | 'admin' | 'localized'>> = {},
): RichTextField => ({ name, label, type: 'richText', localized: true, editor: contentEditor, ...options })
