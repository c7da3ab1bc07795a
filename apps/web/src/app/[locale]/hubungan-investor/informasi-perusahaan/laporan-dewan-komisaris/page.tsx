import { documentPage } from '@/components/ir/documentPage'

// The year comes from the query string, so this page is rendered per request (its data stays cached).
export const dynamic = 'force-dynamic'

const page = documentPage({
  type: 'board-of-commissioners-report',
  route: '/hubungan-investor/informasi-perusahaan/laporan-dewan-komisaris',
  title: 'boardOfCommissionersReport',
  intro: (ir) => ir.reports.boardOfCommissionersReport,
})

export const generateMetadata = page.generateMetadata
export default page.Page
