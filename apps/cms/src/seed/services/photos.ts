import type { SeedImage } from '../images'

const scene = (sky: string, building: string, roof: string, extra: string) => `
<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000" viewBox="0 0 1600 1000">
  <rect width="1600" height="1000" fill="${sky}"/>
  <rect y="640" width="1600" height="360" fill="#4b5563"/>
  <path d="M0 700 H1600 M0 820 H1600" stroke="#f9fafb" stroke-width="6" stroke-dasharray="60 40"/>
  <rect x="180" y="360" width="760" height="280" fill="${building}"/>
  <path d="M150 370 L560 230 L970 370Z" fill="${roof}"/>
  <rect x="240" y="430" width="120" height="90" fill="#e0f2fe"/><rect x="420" y="430" width="120" height="90" fill="#e0f2fe"/>
  <rect x="600" y="430" width="120" height="90" fill="#e0f2fe"/><rect x="780" y="470" width="110" height="170" fill="#78350f"/>
  ${extra}
</svg>`

const fuel = `<rect x="1080" y="420" width="360" height="40" fill="#dc2626"/><rect x="1100" y="460" width="20" height="180" fill="#9ca3af"/>
  <rect x="1400" y="460" width="20" height="180" fill="#9ca3af"/><rect x="1200" y="530" width="60" height="110" fill="#f97316"/><rect x="1300" y="530" width="60" height="110" fill="#f97316"/>`
const dome = `<rect x="1120" y="420" width="280" height="220" fill="#f0fdf4"/><circle cx="1260" cy="420" r="110" fill="#16a34a"/><rect x="1440" y="300" width="30" height="340" fill="#f0fdf4"/>`
const cars = `<rect x="1060" y="700" width="160" height="70" rx="20" fill="#2563eb"/><rect x="1260" y="700" width="160" height="70" rx="20" fill="#f59e0b"/>
  <rect x="1460" y="690" width="120" height="90" rx="12" fill="#10b981"/>`
const tables = `<rect x="1080" y="520" width="420" height="20" fill="#92400e"/><circle cx="1140" cy="480" r="40" fill="#fbbf24"/><circle cx="1290" cy="480" r="40" fill="#fb7185"/><circle cx="1440" cy="480" r="40" fill="#34d399"/>`

/** Sample photos for rest-area albums, drawn at seed time (no binary files in the repository). */
export const restAreaPhotos: SeedImage[] = [
  {
    key: 'fuel',
    filename: 'rest-area-spbu.jpg',
    alt: { id: 'SPBU di rest area dengan empat pompa bahan bakar', en: 'Fuel station at a rest area with four pumps' },
    svg: scene('#bae6fd', '#f3f4f6', '#1d4ed8', fuel),
  },
  {
    key: 'food-court',
    filename: 'rest-area-pujasera.jpg',
    alt: { id: 'Pujasera rest area dengan kios UMKM', en: 'Rest-area food court with local small-business kiosks' },
    svg: scene('#fde68a', '#fff7ed', '#b45309', tables),
  },
  {
    key: 'prayer-room',
    filename: 'rest-area-masjid.jpg',
    alt: { id: 'Masjid berkubah hijau di rest area', en: 'Mosque with a green dome at a rest area' },
    svg: scene('#c7d2fe', '#f8fafc', '#15803d', dome),
  },
  {
    key: 'parking',
    filename: 'rest-area-parkir.jpg',
    alt: { id: 'Area parkir mobil di depan gedung rest area', en: 'Car park in front of the rest-area building' },
    svg: scene('#a5f3fc', '#e5e7eb', '#0f766e', cars),
  },
]
