export { DECLARED_LENGTH_HEADER } from './declared-length'
export { serveNext, type FrontOptions, type NextApp } from './front'
export type { Refusal } from './guard'
export type { Answer } from './replace-error'
