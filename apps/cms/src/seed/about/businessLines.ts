import { t } from '../bilingual'
import { richText } from '../lexical'

type Block = Parameters<typeof richText>[0][number]
const body = (id: Block[], en: Block[]) => t(richText(id), richText(en))
const figure = (value: number, suffix: [string, string], label: [string, string]) => ({
  value,
  suffix: t(...suffix),
  label: t(...label),
})
const meta = (desc: [string, string]) => ({ metaDesc: t(...desc) })

/** JTT's business lines; image keys refer to `aboutImages`. */
export const seedBusinessLines = [
  {
    order: 1,
    title: t('Pengoperasian Jalan Tol', 'Toll Road Operation'),
    slug: t('pengoperasian-jalan-tol', 'toll-road-operation'),
    image: 'business-operation',
    summary: t(
      'Mengoperasikan sekitar 676 km jalan tol Trans Jawa selama 24 jam: transaksi nontunai, pengaturan lalu lintas, dan layanan pengguna jalan.',
      'Running about 676 km of the Trans Java toll road around the clock: cashless transactions, traffic management and road user services.',
    ),
    body: body(
      [
        {
          p: 'JTT mengoperasikan empat ruas jalan tol yang konsesinya dipegang langsung oleh Jasa Marga, dan mendampingi sembilan badan usaha jalan tol (BUJT) di koridor Trans Jawa. Bersama-sama, ruas-ruas ini mencakup sekitar 62 persen jalan tol Trans Jawa.',
        },
        { h2: 'Layanan transaksi' },
        {
          p: 'Sejak 31 Oktober 2017 seluruh transaksi di gerbang tol dilakukan secara nontunai dengan kartu uang elektronik dari berbagai bank. Kami terus menambah kapasitas gardu dan memantau antrean secara waktu nyata.',
        },
        { h2: 'Pengendalian operasi' },
        {
          ul: [
            'Pusat kendali lalu lintas yang memantau ruas melalui CCTV.',
            'Patroli jalan tol dan derek siaga 24 jam.',
            'Informasi lalu lintas melalui Call Center 14080 dan media sosial.',
          ],
        },
      ],
      [
        {
          p: 'JTT operates four toll road sections whose concessions Jasa Marga holds directly, and supports nine toll road companies (BUJT) on the Trans Java corridor. Together these sections make up about 62 per cent of the Trans Java toll road.',
        },
        { h2: 'Toll transactions' },
        {
          p: 'Since 31 October 2017 every toll gate transaction has been cashless, paid with electronic money cards from several banks. We keep adding booth capacity and watch queues in real time.',
        },
        { h2: 'Operations control' },
        {
          ul: [
            'A traffic control centre watching the sections by CCTV.',
            'Toll road patrols and tow trucks on call 24 hours a day.',
            'Traffic information through Call Centre 14080 and social media.',
          ],
        },
      ],
    ),
    figures: [
      figure(676, ['km', 'km'], ['Jalan tol beroperasi', 'Operating toll road']),
      figure(62, ['%', '%'], ['Dari jalan tol Trans Jawa', 'Of the Trans Java toll road']),
      figure(24, ['jam', 'hours'], ['Layanan setiap hari', 'Service every day']),
    ],
    meta: meta([
      'Pengoperasian jalan tol Trans Jawa oleh JTT: transaksi nontunai, pengendalian lalu lintas, dan layanan 24 jam.',
      'How JTT operates the Trans Java toll road: cashless transactions, traffic control and 24-hour service.',
    ]),
  },
  {
    order: 2,
    title: t('Pemeliharaan Jalan Tol', 'Toll Road Maintenance'),
    slug: t('pemeliharaan-jalan-tol', 'toll-road-maintenance'),
    image: 'business-maintenance',
    summary: t(
      'Menjaga perkerasan, jembatan, drainase, dan perlengkapan jalan agar memenuhi Standar Pelayanan Minimal jalan tol.',
      'Keeping pavements, bridges, drainage and road furniture up to the minimum service standards for toll roads.',
    ),
    body: body(
      [
        {
          p: 'Pemeliharaan rutin dan berkala dilakukan berdasarkan survei kondisi jalan secara berkala. Pekerjaan dijadwalkan pada jam lalu lintas rendah untuk mengurangi gangguan bagi pengguna jalan.',
        },
        { h2: 'Lingkup pekerjaan' },
        {
          ul: [
            'Rekonstruksi dan pelapisan ulang perkerasan.',
            'Pemeriksaan dan perbaikan jembatan serta lintas atas.',
            'Pembersihan drainase menjelang musim hujan.',
            'Penggantian rambu, marka, dan lampu penerangan jalan.',
          ],
        },
      ],
      [
        {
          p: 'Routine and periodic maintenance follows regular road condition surveys. Work is scheduled for low-traffic hours to disturb road users as little as possible.',
        },
        { h2: 'Scope of work' },
        {
          ul: [
            'Pavement reconstruction and resurfacing.',
            'Inspection and repair of bridges and overpasses.',
            'Drain cleaning before the rainy season.',
            'Replacing signs, road markings and street lighting.',
          ],
        },
      ],
    ),
    figures: [figure(4, ['ruas', 'sections'], ['Ruas dipelihara langsung', 'Sections maintained directly'])],
    meta: meta([
      'Pemeliharaan jalan tol JTT: perkerasan, jembatan, drainase, dan perlengkapan jalan.',
      "JTT's toll road maintenance: pavements, bridges, drainage and road furniture.",
    ]),
  },
  {
    order: 3,
    title: t('Layanan Lalu Lintas dan Keselamatan', 'Traffic Services and Safety'),
    slug: t('layanan-lalu-lintas-dan-keselamatan', 'traffic-services-and-safety'),
    image: 'business-traffic',
    summary: t(
      'Patroli, penanganan gangguan, dan rekayasa lalu lintas saat arus mudik agar perjalanan tetap aman dan lancar.',
      'Patrols, incident handling and traffic engineering during the homecoming rush, so journeys stay safe and smooth.',
    ),
    body: body(
      [
        {
          p: 'Tim layanan lalu lintas menangani gangguan di jalur dalam waktu secepat mungkin dan berkoordinasi dengan kepolisian untuk rekayasa lalu lintas seperti contraflow dan one way pada masa libur panjang.',
        },
        { p: 'Pengguna jalan dapat melaporkan gangguan dan meminta bantuan melalui Call Center Jasa Marga 14080.' },
      ],
      [
        {
          p: 'The traffic services team clears incidents as fast as possible and works with the police on traffic measures such as contraflow and one-way schemes during long holidays.',
        },
        { p: 'Road users can report incidents and ask for help through the Jasa Marga Call Centre on 14080.' },
      ],
    ),
    figures: [figure(14080, ['', ''], ['Call Center Jasa Marga', 'Jasa Marga Call Centre'])],
    meta: meta([
      'Layanan lalu lintas dan keselamatan di jalan tol JTT: patroli, penanganan gangguan, rekayasa lalu lintas.',
      'Traffic services and safety on JTT toll roads: patrols, incident handling and traffic measures.',
    ]),
  },
  {
    order: 4,
    title: t('Pengelolaan Rest Area', 'Rest Area Management'),
    slug: t('pengelolaan-rest-area', 'rest-area-management'),
    image: 'business-rest-area',
    summary: t(
      'Tempat istirahat dan pelayanan tipe A, B, dan C yang nyaman, dengan sedikitnya 70 persen kios untuk UMKM lokal.',
      'Comfortable type A, B and C rest areas, with at least 70 per cent of kiosks reserved for local small businesses.',
    ),
    body: body(
      [
        {
          p: 'Rest area dibangun mengikuti tipe yang ditetapkan regulator: tipe A dengan SPBU, klinik, dan bengkel; tipe B tanpa SPBU; dan tipe C yang dibuka pada masa libur panjang.',
        },
        {
          p: 'Sedikitnya 70 persen kios dialokasikan untuk usaha mikro, kecil, dan menengah (UMKM) setempat. Pada masa mudik, lama singgah dibatasi sekitar 30 menit agar semua pengguna mendapat tempat.',
        },
      ],
      [
        {
          p: 'Rest areas follow the types set by the regulator: type A with a fuel station, clinic and workshop; type B without a fuel station; and type C, open during long holidays.',
        },
        {
          p: 'At least 70 per cent of kiosks go to local micro, small and medium businesses (UMKM). During the homecoming rush, stays are limited to about 30 minutes so everyone finds a place.',
        },
      ],
    ),
    figures: [figure(70, ['%', '%'], ['Kios untuk UMKM lokal', 'Kiosks for local small businesses'])],
    meta: meta([
      'Pengelolaan rest area di jalan tol JTT: tipe A, B, dan C serta kios UMKM lokal.',
      'Rest area management on JTT toll roads: types A, B and C and kiosks for local small businesses.',
    ]),
  },
  {
    order: 5,
    title: t('Pengembangan dan Investasi Jalan Tol', 'Toll Road Development and Investment'),
    slug: t('pengembangan-dan-investasi', 'development-and-investment'),
    image: 'business-development',
    summary: t(
      'Mengelola kepemilikan di sembilan BUJT Trans Jawa dan menyiapkan peningkatan kapasitas ruas.',
      'Managing the holdings in nine Trans Java toll road companies and preparing capacity upgrades.',
    ),
    body: body(
      [
        {
          p: 'Sebagai induk pengelolaan ruas Trans Jawa, JTT mengelola kepemilikan pada sembilan badan usaha jalan tol dan memastikan setiap ruas memenuhi standar layanan yang sama.',
        },
        { h2: 'Fokus pengembangan' },
        {
          ul: [
            'Pelebaran lajur pada ruas dengan lalu lintas tinggi.',
            'Pengembangan simpang susun dan akses kawasan industri.',
            'Optimalisasi pendapatan usaha lain di sekitar jalan tol.',
          ],
        },
      ],
      [
        {
          p: 'As the holding company for Trans Java sections, JTT manages the holdings in nine toll road companies and makes sure every section meets the same service standards.',
        },
        { h2: 'Development focus' },
        {
          ul: [
            'Adding lanes on sections with heavy traffic.',
            'New interchanges and access to industrial estates.',
            'Growing other business income around the toll roads.',
          ],
        },
      ],
    ),
    figures: [figure(9, ['BUJT', 'companies'], ['Badan usaha jalan tol', 'Toll road companies'])],
    meta: meta([
      'Pengembangan dan investasi JTT: sembilan BUJT Trans Jawa dan peningkatan kapasitas ruas.',
      "JTT's development and investment: nine Trans Java toll road companies and capacity upgrades.",
    ]),
  },
]
