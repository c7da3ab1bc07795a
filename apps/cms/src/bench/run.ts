import '../lib/checkEnv'
import { runWithPayload } from '../scripts/runWithPayload'
import { seedSearchBench } from './seedSearch'

// Entry for the benchmark's data (dist/bench-seed.mjs, see scripts/lib/bench-search.mjs).
await runWithPayload('bench seed', seedSearchBench)
