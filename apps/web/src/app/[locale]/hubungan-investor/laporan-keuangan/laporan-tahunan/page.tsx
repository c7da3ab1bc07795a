import { documentPage } from '@/components/ir/documentPage'

// The year comes from the query string, so this page is rendered per request (its data stays cached).
export const dynamic = 'force-dynamic'

const page = documentPage({
  type: 'annual-report',
  route: '/hubungan-investor/laporan-keuangan/laporan-tahunan',
  title: 'annualReport',
  intro: (ir) => ir.reports.annualReport,
})

export const generateMetadata = page.generateMetadata
export default page.Page
