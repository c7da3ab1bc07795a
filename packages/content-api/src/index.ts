export * from './schemas'
export * from './result'
export { buildUrl } from './request'
export { collectAllPages } from './paginate'
export {
  createContentClient,
  type ContentClient,
  type ContentClientConfig,
  type CallOptions,
  type Paging,
} from './client'
