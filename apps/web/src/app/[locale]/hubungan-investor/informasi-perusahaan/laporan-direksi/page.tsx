import { documentPage } from '@/components/ir/documentPage'

// The year comes from the query string, so this page is rendered per request (its data stays cached).
export const dynamic = 'force-dynamic'

const page = documentPage({
  type: 'directors-report',
  route: '/hubungan-investor/informasi-perusahaan/laporan-direksi',
  title: 'directorsReport',
  intro: (ir) => ir.reports.directorsReport,
})

export const generateMetadata = page.generateMetadata
export default page.Page
