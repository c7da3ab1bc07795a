import { boardRoute } from '@/components/about/boardRoute'

/** Board of commissioners: members as cards, each full profile in a dialog at `#name`. */
const { generateMetadata, Page } = boardRoute('commissioners', '/tentang-kami/profil/dewan-komisaris')

export { generateMetadata }
export default Page
