import { NotFound, type CollectionBeforeOperationHook } from 'payload'

/**
 * Ids are whole numbers on both databases. Payload passes any other id on to the query (NaN), which
 * the database refuses, and the visitor got a 500: a malformed id names no document, so it is a 404.
 */
export const refuseMalformedId: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'read' && operation !== 'update' && operation !== 'delete') return args
  const id: unknown = (args as { id?: unknown }).id
  if (id !== undefined && id !== null && !/^\d{1,15}$/.test(String(id))) throw new NotFound(req.t)
  return args
}
