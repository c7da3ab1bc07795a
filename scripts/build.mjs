// `npm run build`: build every app (skips apps whose sources did not change; --force rebuilds).
import { APPS, buildApp } from './lib/build.mjs'
import { serviceEnv } from './lib/env.mjs'
import { ensureDependencies } from './lib/ensure.mjs'

await ensureDependencies()
const env = serviceEnv()
for (const app of APPS) await buildApp(app, env, { force: process.argv.includes('--force') })
