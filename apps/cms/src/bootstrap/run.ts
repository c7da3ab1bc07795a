import { runWithPayload } from '../scripts/runWithPayload'
import { bootstrap } from './index'

// Entry of `npm run bootstrap` (bundled into dist/bootstrap.mjs, part of the production artifact).
await runWithPayload('bootstrap', bootstrap)
