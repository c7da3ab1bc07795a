import { globalResource } from '@/api/globalResource'
import { toInvestorRelations } from '@/api/serializers/investorRelations'

/**
 * GET /v1/investor-relations?locale=…[&draft=true]: the investor-relations section's content. Always
 * answers (parts never filled in are empty), so the section's document lists work on their own.
 */
export const GET = globalResource('investor-relations', { serialize: toInvestorRelations, depth: 0 })
