// Payload's `where` grammar, malformed: `where[path][operator]=value` over fields, operators and
// value shapes Payload's REST API takes (qs brackets, lists, objects, and/or nesting, JSON), with
// values that fit no field type. Used by `npm run check:fuzz` and the integration tests, which
// require a 4xx (never a 5xx) and no stack trace in the CMS log for every one.

/** Every operator Payload knows (payload/dist/types/constants.js), and some it does not. */
const WHERE_OPERATORS = [
  'equals',
  'contains',
  'not_equals',
  'in',
  'all',
  'not_in',
  'exists',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
  'like',
  'not_like',
  'within',
  'intersects',
  'near',
  'EQUALS',
  'nope',
]

/** Values that are wrong for most field types: not numbers, not ids, not dates, not options. */
const MALFORMED_VALUES = [
  'a,b',
  'notadate',
  '',
  'NaN',
  '1e309',
  '-1.5',
  '1.0',
  '99999999999',
  'null',
  'yes',
  '1,2,x',
  "1' OR '1'='1",
  '%',
  '2026-13-45',
  '275760-09-14',
  '1,2',
  'x'.repeat(300),
]

/** How a value is written: one value, a list (`[0]`, `[1]`), an object (`[x]`), or empty brackets. */
const SHAPES = ['scalar', 'list', 'object', 'nested', 'brackets']

const enc = encodeURIComponent

/** One condition as a query string: `where[path][operator]…` in the n-th shape. */
function whereCondition(path, operator, value, shapeIndex = 0, prefix = 'where') {
  const key = `${prefix}[${path}][${operator}]`
  switch (SHAPES[shapeIndex % SHAPES.length]) {
    case 'list':
      return `${key}[0]=${enc(value)}&${key}[1]=${enc(value)}`
    case 'object':
      return `${key}[x]=${enc(value)}`
    case 'nested':
      return `${prefix}[or][0][and][0][${path}][${operator}]=${enc(value)}`
    case 'brackets':
      return `${key}[]=${enc(value)}`
    default:
      return `${key}=${enc(value)}`
  }
}

/**
 * The n-th malformed query for each (path, operator) of a collection: values and shapes rotate, so
 * a sweep over every path and operator meets every value and shape.
 */
export function whereSweep(paths) {
  const queries = []
  paths.forEach((path, p) => {
    WHERE_OPERATORS.forEach((operator, o) => {
      const n = p * WHERE_OPERATORS.length + o
      const value = MALFORMED_VALUES[n % MALFORMED_VALUES.length]
      const query = whereCondition(path, operator, value, Math.floor(n / MALFORMED_VALUES.length))
      // Sorting by the same path now and then: Payload fails on containers there too.
      queries.push(n % 5 === 0 ? `${query}&sort=-${enc(path)}` : query)
    })
  })
  return queries
}

/** Field paths of this site's collections (and some that are none) for the fuzz run, which has no config. */
const FUZZ_WHERE_PATHS = [
  'id',
  '_id',
  'title',
  'title.en',
  'title.fr',
  'slug',
  'createdAt',
  'updatedAt',
  '_status',
  'layout',
  'layout.id',
  'layout.blockType',
  'layout.heading',
  'meta',
  'meta.metaImage',
  'meta.metaImage.alt',
  'figures',
  'figures.value',
  'road',
  'road.name',
  'facilities',
  'album',
  'publishedAt',
  'year',
  'filename',
  'sizes.thumb.width',
  'document',
  'document.value',
  'document.relationTo',
  'user.value',
  'parent',
  'latest',
  'version.title',
  'email',
  'roles',
  'hash',
  'nope',
  'a__b',
]

/** API paths a where clause goes to in the fuzz run: lists, counts, versions, bulk updates. */
export const FUZZ_WHERE_TARGETS = [
  '/api/pages',
  '/api/pages/count',
  '/api/pages/versions',
  '/api/media',
  '/api/documents',
  '/api/rest-areas',
  '/api/toll-roads',
  '/api/press-releases',
  '/api/users',
  '/api/payload-locked-documents',
  '/api/payload-preferences',
  '/api/globals/home/versions',
]

/** A random where clause for the fuzz run (`pick` and `rand` from its seeded generator). */
export function randomWhere(rand, pick) {
  const path = pick(FUZZ_WHERE_PATHS)
  const operator = pick(WHERE_OPERATORS)
  if (rand() < 0.1)
    return `where=${enc(JSON.stringify({ [path]: { [operator]: pick([1, null, true, [], {}, 'x']) } }))}`
  if (rand() < 0.05) return `where=${enc(pick(['{', 'abc', '[]', '{"or":{}}', '{"and":[1]}']))}`
  return whereCondition(path, operator, pick(MALFORMED_VALUES), Math.floor(rand() * SHAPES.length))
}
