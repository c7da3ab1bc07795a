import { checkWebEnvAtStart } from './env'

// server.ts imports this first: modules run in import order, so a bad or missing setting ends the start
// here, in one line, before any other module has read a setting.
checkWebEnvAtStart()
