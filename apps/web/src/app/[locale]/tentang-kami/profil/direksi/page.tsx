import { boardRoute } from '@/components/about/boardRoute'

/** Board of directors: members as cards, each full profile in a dialog at `#name`. */
const { generateMetadata, Page } = boardRoute('directors', '/tentang-kami/profil/direksi')

export { generateMetadata }
export default Page
