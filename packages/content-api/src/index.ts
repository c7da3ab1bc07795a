export * from './schemas'
export * from './result'
export { buildUrl } from './request'
export { collectAllPages, paginationMeta } from './paginate'
export { cacheTags, MAX_TAG_LENGTH } from './tags'
export { readRoute } from './read'
export { READ_ENDPOINTS } from './readRegistry'
export {
  createContentClient,
  type ContentClient,
  type ContentClientConfig,
  type CallOptions,
  type Paging,
} from './client'
