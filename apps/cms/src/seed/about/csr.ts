import { t, type Bi } from '../bilingual'
import { richText } from '../lexical'

type Category = 'education' | 'environment' | 'health' | 'community' | 'economy' | 'disaster-relief'
type Post = {
  date: string
  category: Category
  location: Bi
  title: Bi
  excerpt: Bi
  paragraphs: Bi[]
  image: string
  gallery?: { image: string; caption: Bi }[]
}

const post = (p: Post) => ({
  publishedAt: `${p.date}T03:00:00.000Z`,
  category: p.category,
  // A place name is the same in English unless told otherwise (but only in translated posts).
  location: p.title.en && !p.location.en ? t(p.location.id, p.location.id) : p.location,
  title: p.title,
  excerpt: p.excerpt,
  body: p.paragraphs.every((x) => x.en)
    ? t(richText(p.paragraphs.map((x) => ({ p: x.id }))), richText(p.paragraphs.map((x) => ({ p: x.en! }))))
    : t(richText(p.paragraphs.map((x) => ({ p: x.id })))),
  image: p.image,
  gallery: p.gallery ?? [],
  meta: { metaDesc: p.excerpt },
})

/** CSR activity reports, newest first; the newest has no English yet (the site shows it in Indonesian). */
export const seedCsrPosts = [
  post({
    date: '2026-11-14',
    category: 'disaster-relief',
    location: t('Kabupaten Kendal, Jawa Tengah'),
    title: t('Bantuan Air Bersih untuk Warga Terdampak Kemarau di Kendal'),
    excerpt: t('JTT menyalurkan 120.000 liter air bersih ke enam desa di Kabupaten Kendal yang mengalami kekeringan.'),
    paragraphs: [
      t(
        'Kemarau panjang membuat sumur warga di enam desa di Kabupaten Kendal mengering. Bersama pemerintah desa dan relawan, JTT menyalurkan 120.000 liter air bersih menggunakan truk tangki selama dua pekan.',
      ),
      t(
        'Selain air bersih, JTT memberikan 300 jeriken dan tandon air untuk fasilitas umum seperti masjid dan sekolah.',
      ),
    ],
    image: 'csr-water-1',
  }),
  post({
    date: '2026-10-28',
    category: 'economy',
    location: t('Rest Area KM 379A, Batang–Semarang'),
    title: t(
      'Pelatihan Pemasaran Digital bagi UMKM Rest Area',
      'Digital Marketing Training for Rest Area Small Businesses',
    ),
    excerpt: t(
      'Sebanyak 60 pelaku UMKM di rest area ruas Batang–Semarang belajar memasarkan produk lewat media sosial dan lokapasar.',
      'Sixty small business owners from rest areas on the Batang–Semarang section learned to sell through social media and online marketplaces.',
    ),
    paragraphs: [
      t(
        'Pelatihan tiga hari ini mencakup foto produk dengan ponsel, penulisan deskripsi yang menarik, hingga pengelolaan pesanan daring.',
        'The three-day training covered product photos with a phone, writing good descriptions and handling online orders.',
      ),
      t(
        'Peserta juga mendapat pendampingan selama tiga bulan agar toko daring mereka benar-benar berjalan.',
        'Participants also get three months of mentoring so that their online shops actually take off.',
      ),
    ],
    image: 'csr-market-1',
    gallery: [
      {
        image: 'gallery-market',
        caption: t('Peserta praktik memotret produk.', 'Participants practise product photography.'),
      },
      {
        image: 'gallery-people',
        caption: t('Sesi tanya jawab dengan mentor.', 'Questions and answers with a mentor.'),
      },
      {
        image: 'gallery-office',
        caption: t('Pelatihan berlangsung di aula rest area.', 'The training took place in the rest area hall.'),
      },
    ],
  }),
  post({
    date: '2026-09-22',
    category: 'education',
    location: t('Kabupaten Brebes, Jawa Tengah'),
    title: t(
      'Renovasi Enam Ruang Kelas SD Negeri di Brebes',
      'Six Classrooms Renovated at a State Primary School in Brebes',
    ),
    excerpt: t(
      'Atap dan lantai enam ruang kelas yang rusak kini telah diperbaiki sehingga 240 siswa dapat belajar dengan aman.',
      'The damaged roofs and floors of six classrooms have been repaired, so 240 pupils can learn safely again.',
    ),
    paragraphs: [
      t(
        'Sekolah yang berada sekitar dua kilometer dari ruas Pejagan–Pemalang ini sebelumnya menggunakan ruang kelas dengan atap bocor.',
        'The school, about two kilometres from the Pejagan–Pemalang section, had been using classrooms with leaking roofs.',
      ),
      t(
        'JTT juga menyerahkan 60 set meja kursi baru dan buku bacaan untuk perpustakaan sekolah.',
        'JTT also handed over 60 new desk sets and reading books for the school library.',
      ),
    ],
    image: 'csr-school-1',
    gallery: [
      { image: 'gallery-school', caption: t('Ruang kelas setelah renovasi.', 'A classroom after the renovation.') },
      { image: 'gallery-people', caption: t('Serah terima kepada pihak sekolah.', 'The handover to the school.') },
    ],
  }),
  post({
    date: '2026-08-17',
    category: 'health',
    location: t('Rest Area KM 260B, Pejagan–Pemalang'),
    title: t('Pemeriksaan Kesehatan Gratis bagi Pengemudi Truk', 'Free Health Checks for Truck Drivers'),
    excerpt: t(
      'Lebih dari 400 pengemudi truk memeriksakan tekanan darah, gula darah, dan kesehatan mata di rest area.',
      'More than 400 truck drivers had their blood pressure, blood sugar and eyesight checked at the rest area.',
    ),
    paragraphs: [
      t(
        'Kelelahan dan masalah kesehatan pengemudi menjadi salah satu penyebab kecelakaan. Karena itu JTT bersama puskesmas setempat membuka posko pemeriksaan selama tiga hari.',
        'Fatigue and health problems are among the causes of crashes, so JTT and the local health centre ran a check-up post for three days.',
      ),
      t(
        'Pengemudi dengan hasil pemeriksaan yang perlu tindak lanjut dirujuk ke fasilitas kesehatan terdekat.',
        'Drivers whose results needed follow-up were referred to the nearest health facility.',
      ),
    ],
    image: 'csr-health-1',
  }),
  post({
    date: '2026-07-05',
    category: 'environment',
    location: t('Pesisir Kabupaten Batang', 'Coast of Batang Regency'),
    title: t(
      'Menanam 10.000 Bibit Mangrove di Pesisir Batang',
      'Planting 10,000 Mangrove Seedlings on the Batang Coast',
    ),
    excerpt: t(
      'Karyawan JTT, nelayan, dan pelajar menanam mangrove untuk menahan abrasi di pesisir utara Jawa.',
      'JTT staff, fishermen and students planted mangroves to hold back erosion on the north coast of Java.',
    ),
    paragraphs: [
      t(
        'Penanaman dilakukan bersama kelompok nelayan yang juga akan merawat bibit hingga tumbuh kuat.',
        'The planting was done with a fishermen’s group that will also tend the seedlings until they are established.',
      ),
      t(
        'Hutan mangrove melindungi permukiman dari abrasi dan menjadi tempat berkembang biak ikan dan kepiting.',
        'Mangrove forests protect villages from coastal erosion and are breeding grounds for fish and crabs.',
      ),
    ],
    image: 'csr-mangrove-1',
    gallery: [
      {
        image: 'gallery-mangrove',
        caption: t('Bibit mangrove siap ditanam.', 'Mangrove seedlings ready for planting.'),
      },
      { image: 'gallery-trees', caption: t('Area penanaman saat air surut.', 'The planting area at low tide.') },
      { image: 'gallery-people', caption: t('Relawan dari kalangan pelajar.', 'Student volunteers.') },
      { image: 'gallery-water', caption: t('Pesisir yang terkena abrasi.', 'A stretch of coast hit by erosion.') },
    ],
  }),
  post({
    date: '2026-06-12',
    category: 'education',
    location: t('Jawa Barat dan Jawa Tengah', 'West and Central Java'),
    title: t('Beasiswa untuk 150 Pelajar Berprestasi', 'Scholarships for 150 High-Achieving Students'),
    excerpt: t(
      'Pelajar SMP dan SMA dari desa-desa di sekitar ruas tol menerima beasiswa pendidikan selama satu tahun.',
      'Junior and senior high school students from villages along our sections received one-year scholarships.',
    ),
    paragraphs: [
      t(
        'Penerima beasiswa dipilih bersama dinas pendidikan setempat berdasarkan prestasi dan kondisi ekonomi keluarga.',
        'Recipients were chosen with the local education offices, based on achievement and family circumstances.',
      ),
      t(
        'Selain biaya sekolah, penerima mendapat perlengkapan belajar dan bimbingan karier.',
        'Besides school fees, recipients get study materials and career guidance.',
      ),
    ],
    image: 'csr-school-2',
  }),
  post({
    date: '2026-05-20',
    category: 'health',
    location: t('Jakarta Timur', 'East Jakarta'),
    title: t('Donor Darah Karyawan Bersama PMI', 'Staff Blood Drive with the Indonesian Red Cross'),
    excerpt: t(
      'Sebanyak 215 kantong darah terkumpul dari karyawan JTT dan mitra kerja untuk memenuhi kebutuhan stok PMI.',
      '215 bags of blood were collected from JTT staff and partners to help the Red Cross keep its stock up.',
    ),
    paragraphs: [
      t(
        'Kegiatan donor darah rutin ini digelar setiap triwulan di kantor pusat dan kantor cabang.',
        'This regular blood drive takes place every quarter at the head office and branch offices.',
      ),
    ],
    image: 'csr-health-2',
  }),
  post({
    date: '2026-03-14',
    category: 'community',
    location: t('Jakarta–Semarang–Solo'),
    title: t('Mudik Gratis Lebaran bagi 1.200 Pemudik', 'Free Lebaran Homecoming Trip for 1,200 Travellers'),
    excerpt: t(
      'Dua puluh lima bus mengantar pemudik dari Jakarta ke Semarang dan Solo melalui jalan tol Trans Jawa.',
      'Twenty-five buses took travellers from Jakarta to Semarang and Solo on the Trans Java toll road.',
    ),
    paragraphs: [
      t(
        'Program mudik gratis mengurangi jumlah pemudik bersepeda motor yang berisiko tinggi mengalami kecelakaan.',
        'The free homecoming trip reduces the number of people travelling home by motorcycle, which carries a high crash risk.',
      ),
      t(
        'Peserta mendapat makanan, asuransi perjalanan, dan pemeriksaan kesehatan sebelum berangkat.',
        'Travellers received meals, travel insurance and a health check before departure.',
      ),
    ],
    image: 'csr-road-1',
  }),
  post({
    date: '2026-01-25',
    category: 'disaster-relief',
    location: t('Kota Pekalongan, Jawa Tengah', 'Pekalongan City, Central Java'),
    title: t('Bantuan bagi Korban Banjir di Pekalongan', 'Relief for Flood Victims in Pekalongan'),
    excerpt: t(
      'Paket sembako, selimut, dan perlengkapan bayi disalurkan kepada 800 keluarga yang terdampak banjir.',
      'Food parcels, blankets and baby supplies went to 800 families affected by the floods.',
    ),
    paragraphs: [
      t(
        'Tim tanggap bencana JTT berkoordinasi dengan BPBD setempat untuk menyalurkan bantuan ke posko pengungsian.',
        "JTT's disaster response team worked with the local disaster agency to bring aid to the evacuation posts.",
      ),
    ],
    image: 'csr-water-2',
    gallery: [
      { image: 'gallery-water', caption: t('Permukiman yang tergenang.', 'A flooded neighbourhood.') },
      { image: 'gallery-people', caption: t('Penyaluran bantuan di posko.', 'Handing out aid at an evacuation post.') },
    ],
  }),
  post({
    date: '2025-12-03',
    category: 'community',
    location: t('Kabupaten Karawang, Jawa Barat', 'Karawang Regency, West Java'),
    title: t('Edukasi Keselamatan Berlalu Lintas untuk Pelajar', 'Road Safety Lessons for School Students'),
    excerpt: t(
      'Petugas patroli jalan tol mengajarkan cara menyeberang dan berkendara aman kepada 500 pelajar.',
      'Toll road patrol officers taught 500 students how to cross roads and ride safely.',
    ),
    paragraphs: [
      t(
        'Materi disampaikan secara interaktif, termasuk simulasi titik buta kendaraan besar.',
        "The lessons were interactive, including a demonstration of large vehicles' blind spots.",
      ),
    ],
    image: 'csr-people-1',
  }),
  post({
    date: '2025-10-15',
    category: 'community',
    location: t('Kabupaten Cirebon, Jawa Barat', 'Cirebon Regency, West Java'),
    title: t('Bedah 20 Rumah Tidak Layak Huni', 'Twenty Substandard Homes Rebuilt'),
    excerpt: t(
      'Dua puluh keluarga di sekitar ruas Palimanan–Kanci kini menempati rumah yang layak dan sehat.',
      'Twenty families near the Palimanan–Kanci section now live in sound and healthy homes.',
    ),
    paragraphs: [
      t(
        'Perbaikan meliputi atap, dinding, lantai, dan sanitasi, dikerjakan bersama warga secara gotong royong.',
        'The work covered roofs, walls, floors and sanitation, done together with the residents.',
      ),
    ],
    image: 'csr-people-2',
  }),
  post({
    date: '2025-08-20',
    category: 'economy',
    location: t('Rest Area KM 57A, Jakarta–Cikampek'),
    title: t('Bazar Produk UMKM Binaan di Rest Area', 'Market Days for Partner Small Businesses at a Rest Area'),
    excerpt: t(
      'Empat puluh UMKM binaan memamerkan batik, makanan khas, dan kerajinan kepada pengguna jalan tol.',
      'Forty partner small businesses showed batik, local food and crafts to toll road users.',
    ),
    paragraphs: [
      t(
        'Bazar digelar selama akhir pekan panjang dan mencatat transaksi lebih dari Rp 300 juta.',
        'The market ran over a long weekend and recorded sales of more than Rp 300 million.',
      ),
    ],
    image: 'csr-market-2',
  }),
  post({
    date: '2025-06-05',
    category: 'environment',
    location: t('Kota Semarang, Jawa Tengah', 'Semarang City, Central Java'),
    title: t(
      'Hari Lingkungan Hidup: Bersih Sungai dan Bank Sampah',
      'Environment Day: River Clean-up and a Waste Bank',
    ),
    excerpt: t(
      'Karyawan dan warga mengangkat 3 ton sampah dari sungai dan meresmikan bank sampah kelurahan.',
      'Staff and residents pulled 3 tonnes of rubbish from the river and opened a neighbourhood waste bank.',
    ),
    paragraphs: [
      t(
        'Bank sampah membantu warga memilah sampah dan menukarnya dengan tabungan.',
        'The waste bank helps residents sort their rubbish and turn it into savings.',
      ),
    ],
    image: 'csr-trees-1',
  }),
]
