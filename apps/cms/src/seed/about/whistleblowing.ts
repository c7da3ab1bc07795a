import { t } from '../bilingual'
import { richText } from '../lexical'

const item = (id: string, en: string) => ({ text: t(id, en) })
const step = (title: [string, string], description: [string, string]) => ({
  title: t(...title),
  description: t(...description),
})
const channel = (kind: string, label: [string, string], value: [string, string]) => ({
  kind,
  label: t(...label),
  value: t(...value),
})

/** The whistleblowing system page. */
export const whistleblowing = {
  intro: t(
    richText([
      {
        p: 'Whistleblowing System (WBS) adalah sarana bagi karyawan, mitra kerja, dan masyarakat untuk melaporkan dugaan pelanggaran di lingkungan PT Jasamarga Transjawa Tol. Setiap laporan ditangani secara independen, rahasia, dan profesional.',
      },
    ]),
    richText([
      {
        p: 'The Whistleblowing System (WBS) lets employees, business partners and the public report suspected wrongdoing at PT Jasamarga Transjawa Tol. Every report is handled independently, confidentially and professionally.',
      },
    ]),
  ),
  reportable: [
    item('Korupsi, suap, dan gratifikasi', 'Corruption, bribery and improper gifts'),
    item(
      'Penipuan dan kecurangan, termasuk manipulasi laporan keuangan',
      'Fraud, including manipulation of financial reports',
    ),
    item('Pencurian dan penyalahgunaan aset perusahaan', 'Theft and misuse of company assets'),
    item('Benturan kepentingan', 'Conflicts of interest'),
    item('Penyalahgunaan wewenang', 'Abuse of authority'),
    item('Pelanggaran hukum dan peraturan perundang-undangan', 'Breaches of laws and regulations'),
    item('Pelanggaran kode etik dan kebijakan perusahaan', 'Breaches of the code of conduct and company policies'),
  ],
  protection: t(
    richText([
      { p: 'Perusahaan menjamin perlindungan bagi pelapor yang beriktikad baik:' },
      {
        ul: [
          'Identitas pelapor dirahasiakan dan hanya diketahui oleh pengelola WBS.',
          'Laporan dapat disampaikan tanpa mencantumkan nama (anonim).',
          'Pelapor dilindungi dari tindakan balasan, seperti pemecatan, penurunan jabatan, atau intimidasi.',
          'Pelapor dapat meminta informasi perkembangan penanganan laporannya.',
        ],
      },
      {
        p: 'Laporan yang terbukti dibuat dengan iktikad buruk atau berisi fitnah dapat dikenai sanksi sesuai ketentuan.',
      },
    ]),
    richText([
      { p: 'The Company protects reporters who act in good faith:' },
      {
        ul: [
          'The reporter’s identity is kept confidential and known only to the WBS managers.',
          'Reports may be made without giving a name (anonymously).',
          'Reporters are protected from retaliation such as dismissal, demotion or intimidation.',
          'Reporters may ask how the handling of their report is progressing.',
        ],
      },
      { p: 'Reports proven to be made in bad faith or to be slanderous may lead to sanctions under company rules.' },
    ]),
  ),
  steps: [
    step(
      ['Laporan diterima', 'Report received'],
      [
        'Laporan dicatat dan pelapor menerima nomor registrasi.',
        'The report is logged and the reporter receives a registration number.',
      ],
    ),
    step(
      ['Verifikasi awal', 'Initial review'],
      [
        'Dalam 5 hari kerja, pengelola WBS menilai kelengkapan dan kecukupan bukti awal.',
        'Within 5 working days, the WBS managers check the report and the initial evidence.',
      ],
    ),
    step(
      ['Investigasi', 'Investigation'],
      [
        'Tim independen menyelidiki laporan yang memenuhi syarat.',
        'An independent team investigates reports that qualify.',
      ],
    ),
    step(
      ['Tindak lanjut', 'Follow-up'],
      [
        'Hasil investigasi dilaporkan kepada Direksi dan Dewan Komisaris untuk ditindaklanjuti.',
        'The findings go to the Board of Directors and the Board of Commissioners for action.',
      ],
    ),
  ],
  channels: [
    channel(
      'web',
      ['Portal WBS', 'WBS portal'],
      ['https://wbs.jasamargatransjawatol.co.id', 'https://wbs.jasamargatransjawatol.co.id'],
    ),
    channel('email', ['Email', 'Email'], ['wbs@jasamargatransjawatol.co.id', 'wbs@jasamargatransjawatol.co.id']),
    channel('whatsapp', ['WhatsApp', 'WhatsApp'], ['0811 1400 8080', '+62 811 1400 8080']),
    channel(
      'mail',
      ['Surat', 'Post'],
      [
        'Kotak Pos 1350 JKTM, Jakarta Timur 13000 (tulis “Rahasia – WBS” pada amplop)',
        'PO Box 1350 JKTM, East Jakarta 13000 (mark the envelope “Confidential – WBS”)',
      ],
    ),
  ],
  external: {
    label: t('Buat laporan di portal WBS', 'File a report on the WBS portal'),
    url: 'https://wbs.jasamargatransjawatol.co.id',
  },
  meta: {
    metaDesc: t(
      'Laporkan dugaan pelanggaran di PT Jasamarga Transjawa Tol secara rahasia melalui Whistleblowing System.',
      'Report suspected wrongdoing at PT Jasamarga Transjawa Tol confidentially through the Whistleblowing System.',
    ),
  },
}

const section = (title: [string, string], intro: [string, string], desc: [string, string]) => ({
  title: t(...title),
  intro: t(...intro),
  meta: { metaDesc: t(...desc) },
})

/** Titles and introductions of the About Us list pages. */
export const aboutPages = {
  commissioners: section(
    ['Dewan Komisaris', 'Board of Commissioners'],
    [
      'Dewan Komisaris mengawasi dan memberi nasihat kepada Direksi dalam menjalankan pengurusan Perusahaan.',
      'The Board of Commissioners supervises and advises the Board of Directors in managing the Company.',
    ],
    [
      'Profil anggota Dewan Komisaris PT Jasamarga Transjawa Tol.',
      'Profiles of the Board of Commissioners of PT Jasamarga Transjawa Tol.',
    ],
  ),
  directors: section(
    ['Direksi', 'Board of Directors'],
    [
      'Direksi bertanggung jawab atas pengurusan Perusahaan untuk mencapai maksud dan tujuannya.',
      'The Board of Directors is responsible for managing the Company towards its purposes and objectives.',
    ],
    [
      'Profil anggota Direksi PT Jasamarga Transjawa Tol.',
      'Profiles of the Board of Directors of PT Jasamarga Transjawa Tol.',
    ],
  ),
  secretary: section(
    ['Sekretaris Perusahaan', 'Corporate Secretary'],
    [
      'Sekretaris Perusahaan menjadi penghubung Perusahaan dengan pemegang saham, regulator, media, dan masyarakat.',
      'The Corporate Secretary links the Company with its shareholders, regulators, the media and the public.',
    ],
    [
      'Sekretaris Perusahaan PT Jasamarga Transjawa Tol: tugas dan kontak.',
      'Corporate Secretary of PT Jasamarga Transjawa Tol: duties and contact.',
    ],
  ),
  business: section(
    ['Bisnis JTT', 'JTT Business'],
    [
      'JTT mengelola jalan tol Trans Jawa dari pengoperasian harian hingga pengembangan ruas, bersama sembilan badan usaha jalan tol.',
      'JTT manages the Trans Java toll road from daily operation to the development of new capacity, together with nine toll road companies.',
    ],
    ['Lini bisnis PT Jasamarga Transjawa Tol.', 'Business lines of PT Jasamarga Transjawa Tol.'],
  ),
  csr: section(
    ['Tanggung Jawab Sosial dan Lingkungan', 'Corporate Social Responsibility'],
    [
      'Program tanggung jawab sosial dan lingkungan JTT menjangkau masyarakat di sepanjang jalan tol Trans Jawa: pendidikan, lingkungan, kesehatan, ekonomi, dan tanggap bencana.',
      'JTT’s social and environmental responsibility programmes reach communities along the Trans Java toll road: education, environment, health, the local economy and disaster relief.',
    ],
    ['Kegiatan CSR PT Jasamarga Transjawa Tol.', 'CSR activities of PT Jasamarga Transjawa Tol.'],
  ),
}
