import { annualReports } from './annualReports'
import { articlesOfAssociation } from './articles'
import { attachments } from './attachments'
import { boardReports } from './boardReports'

export { renderPdf } from './pdf'

/** Every sample document: 6 annual reports, board reports, articles of association, attachments. */
export const seedDocuments = [...annualReports, ...boardReports, ...articlesOfAssociation, ...attachments]
