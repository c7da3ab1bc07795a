import { richText } from './lexical'

type Localized<T> = { id: T; en: T }
/** A block as saved; `image` and `file` name a seed file by key (resolved to its id when saved). */
type SeedBlock = { blockType: string } & Record<string, unknown>
export type SeedPage = {
  title: Localized<string>
  slug: Localized<string>
  layout: Localized<SeedBlock[]>
  metaDesc: Localized<string>
  metaKeywords: Localized<string>
  /** Key of an image in `seedImages` to use as the SEO image. */
  image?: string
}

/** A layout of one rich-text block: what a page had before pages were built from blocks. */
const textOnly = (blocks: Parameters<typeof richText>[0]): SeedBlock[] => [
  { blockType: 'richText', content: richText(blocks) },
]

/** Free-standing pages the catch-all route serves, each with its own slug per language. */
export const seedPages: SeedPage[] = [
  {
    title: { id: 'Kebijakan Privasi', en: 'Privacy Policy' },
    slug: { id: 'kebijakan-privasi', en: 'privacy-policy' },
    image: 'hero-toll-road',
    metaDesc: {
      id: 'Bagaimana PT Jasamarga Transjawa Tol mengumpulkan, menggunakan, dan melindungi data pribadi pengunjung situs.',
      en: 'How PT Jasamarga Transjawa Tol collects, uses and protects the personal data of site visitors.',
    },
    metaKeywords: { id: 'kebijakan privasi, data pribadi, JTT', en: 'privacy policy, personal data, JTT' },
    layout: {
      id: textOnly([
        {
          p: 'PT Jasamarga Transjawa Tol ("JTT") menghormati privasi setiap pengunjung situs ini. Kebijakan ini menjelaskan data apa yang kami kumpulkan dan bagaimana kami menggunakannya sesuai Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi.',
        },
        { h2: 'Data yang kami kumpulkan' },
        {
          ul: [
            'Nama dan alamat email yang Anda kirim melalui formulir Hubungi Kami.',
            'Alamat email untuk layanan pemberitahuan email hubungan investor.',
            'Data teknis anonim seperti jenis peramban dan halaman yang dikunjungi.',
          ],
        },
        { h2: 'Penggunaan data' },
        {
          p: 'Data digunakan hanya untuk menanggapi pertanyaan Anda, mengirim pemberitahuan yang Anda minta, dan meningkatkan layanan situs. Kami tidak menjual data pribadi kepada pihak mana pun.',
        },
        { h2: 'Hak Anda' },
        {
          p: 'Anda dapat meminta salinan, perbaikan, atau penghapusan data pribadi Anda dengan menghubungi info@jasamargatransjawatol.co.id. Berlangganan pemberitahuan email dapat dihentikan kapan saja melalui tautan di setiap email.',
        },
      ]),
      en: textOnly([
        {
          p: 'PT Jasamarga Transjawa Tol ("JTT") respects the privacy of every visitor to this site. This policy explains what data we collect and how we use it, in line with Indonesian Law No. 27 of 2022 on Personal Data Protection.',
        },
        { h2: 'Data we collect' },
        {
          ul: [
            'Your name and email address when you use the Contact Us form.',
            'Your email address for the investor relations email alert service.',
            'Anonymous technical data such as browser type and pages visited.',
          ],
        },
        { h2: 'How we use it' },
        {
          p: 'We use the data only to answer your questions, send the alerts you asked for and improve the site. We never sell personal data to anyone.',
        },
        { h2: 'Your rights' },
        {
          p: 'You may ask for a copy, correction or deletion of your personal data by writing to info@jasamargatransjawatol.co.id. Email alerts can be stopped at any time through the link in every email.',
        },
      ]),
    },
  },
  {
    title: { id: 'Syarat dan Ketentuan', en: 'Terms of Use' },
    slug: { id: 'syarat-dan-ketentuan', en: 'terms-of-use' },
    metaDesc: {
      id: 'Syarat penggunaan situs resmi PT Jasamarga Transjawa Tol.',
      en: 'Terms for using the official website of PT Jasamarga Transjawa Tol.',
    },
    metaKeywords: { id: 'syarat dan ketentuan, JTT', en: 'terms of use, JTT' },
    layout: {
      id: textOnly([
        { p: 'Dengan mengakses situs ini, Anda menyetujui syarat dan ketentuan berikut.' },
        { h2: 'Informasi' },
        {
          p: 'Informasi tarif, rest area, dan kondisi lalu lintas disajikan sebagai panduan. Untuk kondisi terkini di ruas tol, ikuti rambu dan arahan petugas di lapangan.',
        },
        { h2: 'Hak kekayaan intelektual' },
        {
          p: 'Seluruh konten, logo, dan foto di situs ini adalah milik PT Jasamarga Transjawa Tol kecuali dinyatakan lain, dan tidak boleh digunakan tanpa izin tertulis.',
        },
      ]),
      en: textOnly([
        { p: 'By using this site you accept the following terms.' },
        { h2: 'Information' },
        {
          p: 'Tariff, rest-area and traffic information is provided as guidance. For current conditions on the toll road, follow the signs and the instructions of officers on site.',
        },
        { h2: 'Intellectual property' },
        {
          p: 'All content, logos and photographs on this site belong to PT Jasamarga Transjawa Tol unless stated otherwise and may not be used without written permission.',
        },
      ]),
    },
  },
  {
    title: { id: 'Pernyataan Aksesibilitas', en: 'Accessibility Statement' },
    slug: { id: 'aksesibilitas', en: 'accessibility' },
    metaDesc: {
      id: 'Komitmen JTT agar situs ini dapat digunakan oleh semua orang.',
      en: "JTT's commitment to a website everyone can use.",
    },
    metaKeywords: { id: 'aksesibilitas, WCAG', en: 'accessibility, WCAG' },
    layout: {
      id: textOnly([
        {
          p: 'Kami berupaya agar situs ini memenuhi WCAG 2.2 tingkat AA: dapat digunakan dengan papan ketik, pembaca layar, dan pada layar kecil.',
        },
        { p: 'Jika Anda menemukan kendala, sampaikan melalui halaman Hubungi Kami dan kami akan menindaklanjutinya.' },
      ]),
      en: textOnly([
        {
          p: 'We aim for this site to meet WCAG 2.2 level AA: usable with a keyboard, with a screen reader and on small screens.',
        },
        { p: 'If something gets in your way, tell us through the Contact Us page and we will follow it up.' },
      ]),
    },
  },
]
