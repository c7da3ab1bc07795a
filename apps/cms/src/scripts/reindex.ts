import '../lib/checkEnv'
import { rebuildSearchIndex } from '../search/rebuild'
import { runWithPayload } from './runWithPayload'

// `npm run reindex -w @jtt/cms`: builds the search index again from the collections. Not needed
// in normal operation (hooks keep it current, and a start rebuilds it when its sources changed);
// for repairs. With SQLite, run it while the CMS is stopped (one writer at a time).
await runWithPayload('reindex', async (payload) => {
  await rebuildSearchIndex(payload)
})
