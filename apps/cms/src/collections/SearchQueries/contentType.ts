import { defineCollection } from '../../contentTypes/define'
import { SearchQueries } from '.'

/** Search analytics: visitors never read it, editors read it (search-analytics.test.ts), nobody writes through the API. */
export const searchQueriesType = defineCollection({
  config: SearchQueries,
  access: { read: 'none', write: 'admin' },
})
