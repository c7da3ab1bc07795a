import '../lib/checkEnv'
import { runWithPayload } from '../scripts/runWithPayload'
import { seed } from './index'

// Entry for `tsx src/seed/run.ts`; npm start runs it after the migrations.
await runWithPayload('seed', seed)
