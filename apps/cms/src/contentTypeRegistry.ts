import { alertDeliveriesType } from './collections/AlertDeliveries/contentType'
import { alertSubscribersType } from './collections/AlertSubscribers/contentType'
import { auditLogType } from './collections/AuditLog/contentType'
import { businessLinesType } from './collections/BusinessLines/contentType'
import { componentsType } from './collections/Components/contentType'
import { contactMessagesType } from './collections/ContactMessages/contentType'
import { contentFindingsType } from './collections/ContentFindings/contentType'
import { csrPostsType } from './collections/CsrPosts/contentType'
import { documentsType } from './collections/Documents/contentType'
import { mediaType } from './collections/Media/contentType'
import { pagesType } from './collections/Pages/contentType'
import { peopleType } from './collections/People/contentType'
import { pressReleasesType } from './collections/PressReleases/contentType'
import { redirectsType } from './collections/Redirects/contentType'
import { restAreasType } from './collections/RestAreas/contentType'
import { searchQueriesType } from './collections/SearchQueries/contentType'
import { searchSynonymsType } from './collections/SearchSynonyms/contentType'
import { settingsType } from './collections/Settings/contentType'
import { tollRoadsType } from './collections/TollRoads/contentType'
import { trafficAdvisoriesType } from './collections/TrafficAdvisories/contentType'
import { usersType } from './collections/Users/contentType'
import { aboutPagesType } from './globals/AboutPages/contentType'
import { companyProfileType } from './globals/CompanyProfile/contentType'
import { formSettingsType } from './globals/FormSettings/contentType'
import { homeType } from './globals/Home/contentType'
import { investorRelationsType } from './globals/InvestorRelations/contentType'
import { navigationType } from './globals/Navigation/contentType'
import { organizationStructureType } from './globals/OrganizationStructure/contentType'
import { tollRoadServiceType } from './globals/TollRoadService/contentType'
import { whistleblowingType } from './globals/Whistleblowing/contentType'
import type { CollectionType, GlobalType } from './contentTypes/define'

/**
 * Every collection and global of the CMS, each declared once (its `contentType.ts`). Everything
 * that was a list of them is derived from here: the config's collections and globals, publish-to-live
 * and preview (publishing/siteContent.ts), site search (search/registry.ts), the sitemap
 * (api/siteEntries.ts), email alerts (alerts/sources.ts) and the access walk of the tests.
 * The order is the admin's menu order.
 */
export const collectionTypes: readonly CollectionType[] = [
  pagesType,
  peopleType,
  businessLinesType,
  csrPostsType,
  tollRoadsType,
  restAreasType,
  trafficAdvisoriesType,
  pressReleasesType,
  documentsType,
  mediaType,
  componentsType,
  settingsType,
  redirectsType,
  searchSynonymsType,
  searchQueriesType,
  usersType,
  contactMessagesType,
  alertSubscribersType,
  alertDeliveriesType,
  auditLogType,
  contentFindingsType,
]

export const globalTypes: readonly GlobalType[] = [
  navigationType,
  homeType,
  companyProfileType,
  organizationStructureType,
  whistleblowingType,
  aboutPagesType,
  tollRoadServiceType,
  investorRelationsType,
  formSettingsType,
]
