import { checkCmsEnvAtStart } from './env'

// Every entry (the server, migrate, seed, reindex, the bench's seed) imports this first: modules run in
// import order, so a bad or missing setting ends the start here, in one line, before any other module
// (the Payload config, the rate limits) has read a setting.
checkCmsEnvAtStart()
