import type { SeedDocument } from './types'

export const articlesOfAssociation: SeedDocument[] = [
  {
    filename: 'jtt-anggaran-dasar-2017.pdf',
    type: 'articles-of-association',
    year: 2017,
    publishedAt: '2017-04-12T03:00:00.000Z',
    title: { id: 'Akta Pendirian dan Anggaran Dasar', en: 'Deed of Establishment and Articles of Association' },
    description: {
      id: 'Anggaran Dasar sebagaimana dimuat dalam akta pendirian Perusahaan.',
      en: "The Articles of Association as set out in the Company's deed of establishment.",
    },
    pdf: {
      title: 'Anggaran Dasar PT Jasamarga Transjawa Tol',
      subtitle: 'Akta Pendirian / Deed of Establishment',
      coverMark: '2017',
      author: 'PT Jasamarga Transjawa Tol',
      subject: 'Anggaran Dasar',
      keywords: ['anggaran dasar', 'articles of association'],
      language: 'id-ID',
      date: new Date('2017-04-12T03:00:00.000Z'),
      blocks: [
        { heading: 'Pasal 1 - Nama dan Tempat Kedudukan' },
        {
          paragraph:
            'Perseroan terbatas ini bernama PT Jasamarga Transjawa Tol, selanjutnya disebut Perseroan, berkedudukan di Jakarta Timur.',
        },
        { heading: 'Pasal 2 - Jangka Waktu Berdirinya Perseroan' },
        { paragraph: 'Perseroan didirikan untuk jangka waktu yang tidak terbatas.' },
        { heading: 'Pasal 3 - Maksud dan Tujuan serta Kegiatan Usaha' },
        {
          paragraph:
            'Maksud dan tujuan Perseroan adalah berusaha di bidang pengusahaan jalan tol, yang meliputi pendanaan, perencanaan teknis, pelaksanaan konstruksi, pengoperasian, dan pemeliharaan jalan tol, serta usaha lain yang menunjang.',
        },
        { heading: 'Pasal 4 - Modal' },
        {
          paragraph:
            'Modal dasar, modal ditempatkan, dan modal disetor Perseroan ditetapkan dalam akta ini dan perubahannya, terbagi atas saham-saham dengan nilai nominal yang sama.',
        },
      ],
    },
  },
  {
    filename: 'jtt-perubahan-anggaran-dasar-2022.pdf',
    type: 'articles-of-association',
    year: 2022,
    publishedAt: '2022-07-15T03:00:00.000Z',
    title: { id: 'Perubahan Anggaran Dasar 2022', en: '2022 Amendment to the Articles of Association' },
    description: {
      id: 'Perubahan anggaran dasar sehubungan dengan pemisahan usaha dan peningkatan modal pada 2022.',
      en: 'Amendment following the 2022 business separation and capital increase.',
    },
    pdf: {
      title: 'Perubahan Anggaran Dasar 2022',
      subtitle: 'Amendment to the Articles of Association',
      coverMark: '2022',
      author: 'PT Jasamarga Transjawa Tol',
      subject: 'Perubahan Anggaran Dasar',
      keywords: ['anggaran dasar', 'pemisahan', 'articles of association'],
      language: 'id-ID',
      date: new Date('2022-07-15T03:00:00.000Z'),
      blocks: [
        { heading: 'Latar Belakang' },
        {
          paragraph:
            'Akta pemisahan ditandatangani pada 1 Juli 2022. Perseroan menerima pengalihan 4 ruas jalan tol yang konsesinya dipegang langsung oleh PT Jasa Marga (Persero) Tbk serta kepemilikan 9 badan usaha jalan tol di koridor Trans Jawa.',
        },
        { heading: 'Pasal yang Diubah' },
        {
          bullets: [
            'Pasal 4 tentang Modal: peningkatan modal ditempatkan dan disetor.',
            'Pasal 3 tentang Kegiatan Usaha: penegasan kegiatan pengoperasian dan pemeliharaan jalan tol.',
            'Pasal tentang Direksi dan Dewan Komisaris: penyesuaian jumlah anggota.',
          ],
        },
      ],
    },
  },
]
