import { richText } from '../lexical'

type Lang = 'id' | 'en'
/** A paragraph; '## ' starts a heading; a list of strings is a bulleted list. */
type Part = string | string[]

export type SeedRelease = {
  /** Release date and time (UTC). */
  date: string
  slug: Record<Lang, string>
  title: Record<Lang, string>
  excerpt: Record<Lang, string>
  body: Record<Lang, ReturnType<typeof richText>>
  /** Key of a `pressImages` entry. */
  image: string
  gallery?: string[]
  /** Filenames of sample documents. */
  attachments?: string[]
  /** Indonesian slugs of releases chosen as related. */
  related?: string[]
}

const toBlocks = (parts: Part[]) =>
  richText(
    parts.map((part) =>
      Array.isArray(part) ? { ul: part } : part.startsWith('## ') ? { h2: part.slice(3) } : { p: part },
    ),
  )

type Input = Omit<SeedRelease, 'body' | 'slug' | 'title' | 'excerpt'> & {
  slug: [string, string]
  title: [string, string]
  excerpt: [string, string]
  id: Part[]
  en: Part[]
}

/** One release from its Indonesian and English texts. */
export const release = ({ slug, title, excerpt, id, en, ...rest }: Input): SeedRelease => ({
  ...rest,
  slug: { id: slug[0], en: slug[1] },
  title: { id: title[0], en: title[1] },
  excerpt: { id: excerpt[0], en: excerpt[1] },
  body: { id: toBlocks(id), en: toBlocks(en) },
})
