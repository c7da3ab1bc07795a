import { collectionSearch } from '../../search/source'
import { joinText, richTextToPlain } from '../../search/text'

/** Site search for CSR activities: title, where it took place, the story, and its excerpt. */
export const csrSearch = collectionSearch<'csr-posts'>({
  type: 'csr',
  extract: (post) => ({
    title: post.title,
    body: joinText(post.location, richTextToPlain(post.body)),
    summary: post.excerpt,
    target: { kind: 'item', type: 'csr', key: String(post.id) },
  }),
})
