import { reads } from '../read'
import { z } from 'zod'
import { SCREEN_IDS } from '../routes'
import { idSchema, localeSchema, paginationMetaSchema } from './common'
import { DOCUMENT_TYPES } from './documents'
import { SITE_CONTENT_TYPES } from './site'

/**
 * Kinds of search results, each with a label on the site (`search.type.<type>` in its messages): every
 * content type with pages of its own (found under its own type), and the kinds without pages.
 * A section whose content is searchable gives its collection's declaration a `search` entry (the
 * content service's `contentTypes/define.ts`); a kind without pages is added here. `toll-road`: the
 * toll-road sections and the toll-road service page; `profile`: the company's fixed pages (overview,
 * organization, whistleblowing, the About Us list pages' introductions).
 */
export const SEARCH_TYPES = [...SITE_CONTENT_TYPES, 'menu', 'document', 'person', 'toll-road', 'profile'] as const
export type SearchType = (typeof SEARCH_TYPES)[number]

/** Longest query the service reads; anything beyond is cut off (never an error). */
export const MAX_SEARCH_QUERY_LENGTH = 200

/**
 * Where a result leads. The site builds the URL, as it does for the sitemap:
 * - `item`: an item with a page of its own (a `SiteContentType`) under its URL key in the asked locale;
 * - `screen`: a fixed screen of the route registry (`routes.ts`), by its route id (e.g.
 *   `board-of-directors`), optionally at an anchor on it;
 * - `href`: a path on the site in the asked language (`/en/…`, from the menu) or an absolute http(s)
 *   URL (a document's file).
 */
export const searchTargetSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('item'), type: z.enum(SITE_CONTENT_TYPES), key: z.string().min(1) }),
  z.object({
    kind: z.literal('screen'),
    screen: z.enum(SCREEN_IDS),
    hash: z
      .string()
      .regex(/^[A-Za-z][\w-]*$/)
      .optional(),
  }),
  z.object({ kind: z.literal('href'), href: z.string().regex(/^(\/(?!\/)|https?:\/\/)/) }),
])
export type SearchTarget = z.infer<typeof searchTargetSchema>

/** A run of text, marked when it matched the query: the site renders marks itself (no HTML on the wire). */
export const textSegmentSchema = z.object({ text: z.string(), match: z.boolean() })
export type TextSegment = z.infer<typeof textSegmentSchema>

export const searchResultSchema = z.object({
  type: z.enum(SEARCH_TYPES),
  id: idSchema,
  title: z.string(),
  /** The language the title and snippet are in: `id` when the item has no text in the asked locale. */
  lang: localeSchema,
  target: searchTargetSchema,
  /** A document's kind (annual report, articles of association…), labelled as such on the site. */
  kind: z.enum(DOCUMENT_TYPES).optional(),
  highlight: z.object({
    /** The title in segments, the matching words marked. */
    title: z.array(textSegmentSchema),
    /** A passage of the text around the best matches, cut at word boundaries ('…' where cut). */
    snippet: z.array(textSegmentSchema),
  }),
})
export type SearchResult = z.infer<typeof searchResultSchema>

export const searchFacetSchema = z.object({ type: z.enum(SEARCH_TYPES), count: z.number().int().min(1) })
export type SearchFacet = z.infer<typeof searchFacetSchema>

export const searchMetaSchema = paginationMetaSchema.extend({
  /** The query as it was read (trimmed, cut to MAX_SEARCH_QUERY_LENGTH). */
  query: z.string(),
  /** Results per type for the whole query, whatever `filter[type]` says (most first). */
  facets: z.array(searchFacetSchema),
  /** Queries likely to find more: the spelling corrected, or fewer words when nothing was found. */
  suggestions: z.array(z.string()),
})
export type SearchMeta = z.infer<typeof searchMetaSchema>

export const searchBodySchema = z.object({ data: z.array(searchResultSchema), meta: searchMetaSchema })
export type SearchBody = z.infer<typeof searchBodySchema>

/** The Content API's reads of these (the client's methods of the same names). */
export const searchReads = reads({
  search: {
    path: 'search',
    answer: searchBodySchema,
    query: (p: { q: string; type?: SearchType }) => ({ q: p.q, 'filter[type]': p.type }),
    localized: true,
    paged: true,
    doc: {
      call: '`GET /search?q=…&locale=…&filter[type]=…`',
      filters:
        '`type` (`SEARCH_TYPES`: `page`, `menu`, `press-release`, `document`, `csr`, `business-line`, `person`, `rest-area`, `toll-road`, `profile`)',
      answer:
        "`[{ type, id, title, lang, target, kind?, highlight: { title, snippet } }]`, most relevant first, one per destination; `meta` adds `query`, `facets: [{ type, count }]` (the whole query, whatever the filter) and `suggestions` (corrected spelling, offered only when the corrected query finds something; fewer words when nothing was found). `target` is `{ kind: 'item', type, key }`, `{ kind: 'screen', screen, hash? }` or `{ kind: 'href', href }`; title and snippet come as `[{ text, match }]` segments (plain text, no HTML); `lang` is `id` where the item has no text in the asked locale; `kind` is a document's `DOCUMENT_TYPES` entry. Any `q` is a query: cut to `MAX_SEARCH_QUERY_LENGTH` (200), none finds nothing. Published content only",
    },
  },
})
