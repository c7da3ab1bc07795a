/** Photos for the sample press releases, drawn as SVG scenes at seed time (no binary files in the repo). */
type L = { id: string; en: string }
export type PressImage = { key: string; filename: string; alt: L; svg: string }

const frame = (body: string, sky: [string, string]) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900">
  <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient></defs>
  <rect width="1600" height="900" fill="url(#s)"/>${body}</svg>`

const road = (ground: string) =>
  `<path d="M0 560 Q800 470 1600 540 V900 H0Z" fill="${ground}"/>
   <path d="M700 540 L900 540 L1400 900 L200 900Z" fill="#374151"/>
   <path d="M795 560 L805 560 L815 640 L785 640Z M780 700 L820 700 L835 820 L765 820Z" fill="#f9fafb"/>`

const car = (x: number, y: number, color: string, scale = 1) =>
  `<g transform="translate(${x} ${y}) scale(${scale})"><rect x="0" y="18" width="120" height="34" rx="10" fill="${color}"/>
   <path d="M22 18 L38 0 H84 L100 18Z" fill="${color}"/><circle cx="28" cy="54" r="12" fill="#111827"/><circle cx="92" cy="54" r="12" fill="#111827"/></g>`

const tollGate = `<rect x="260" y="300" width="1080" height="60" fill="#0a3d91"/><rect x="260" y="290" width="1080" height="14" fill="#f5a300"/>
  ${[300, 520, 740, 960, 1180].map((x) => `<rect x="${x}" y="360" width="40" height="220" fill="#cbd5e1"/><rect x="${x + 40}" y="420" width="120" height="10" fill="#ef4444"/>`).join('')}`

const restArea = `<rect x="980" y="380" width="420" height="180" fill="#f8fafc"/><path d="M960 390 L1190 300 L1420 390Z" fill="#b91c1c"/>
  <rect x="1040" y="440" width="80" height="120" fill="#0ea5e9"/><rect x="1160" y="430" width="180" height="60" fill="#93c5fd"/>
  ${[120, 260].map((x) => `<circle cx="${x}" cy="420" r="70" fill="#15803d"/><rect x="${x - 8}" y="470" width="16" height="90" fill="#78350f"/>`).join('')}`

const charger = `<rect x="1080" y="330" width="120" height="240" rx="14" fill="#f8fafc"/><rect x="1100" y="360" width="80" height="60" fill="#22c55e"/>
  <path d="M1140 430 Q1140 520 1040 560" stroke="#111827" stroke-width="10" fill="none"/>`

const trees = [140, 360, 1250, 1460]
  .map(
    (x) =>
      `<circle cx="${x}" cy="430" r="90" fill="#166534"/><rect x="${x - 10}" y="490" width="20" height="90" fill="#713f12"/>`,
  )
  .join('')

const bridge = `<rect x="0" y="420" width="1600" height="40" fill="#6b7280"/>${[200, 600, 1000, 1400].map((x) => `<rect x="${x}" y="460" width="40" height="260" fill="#9ca3af"/>`).join('')}
  <path d="M0 720 Q800 650 1600 720 V900 H0Z" fill="#0369a1"/>`

const podium = `<rect x="0" y="620" width="1600" height="280" fill="#1e293b"/><rect x="600" y="420" width="400" height="200" fill="#0a3d91"/>
  <path d="M760 300 h80 v40 q0 50 -40 60 q-40 -10 -40 -60Z" fill="#f5a300"/><rect x="790" y="400" width="20" height="20" fill="#f5a300"/>`

const workers = `${[520, 760, 1000].map((x) => `<path d="M${x} 600 l40 -120 l40 120Z" fill="#f97316"/><rect x="${x + 30}" y="520" width="20" height="8" fill="#f8fafc"/>`).join('')}
  <rect x="1150" y="500" width="220" height="100" fill="#facc15"/><circle cx="1190" cy="610" r="24" fill="#111827"/><circle cx="1330" cy="610" r="24" fill="#111827"/>`

export const pressImages: PressImage[] = [
  {
    key: 'toll-gate',
    filename: 'siaran-pers-gerbang-tol.jpg',
    alt: { id: 'Antrean kendaraan di gerbang tol utama', en: 'Vehicles queuing at a main toll gate' },
    svg: frame(`${road('#4d7c0f')}${tollGate}${car(620, 640, '#dc2626')}${car(860, 650, '#2563eb')}`, [
      '#7dd3fc',
      '#e0f2fe',
    ]),
  },
  {
    key: 'rest-area',
    filename: 'siaran-pers-rest-area.jpg',
    alt: {
      id: 'Rest area dengan taman dan musala di tepi jalan tol',
      en: 'A rest area with a garden and prayer room beside the toll road',
    },
    svg: frame(`${road('#65a30d')}${restArea}`, ['#93c5fd', '#fef9c3']),
  },
  {
    key: 'ev-charging',
    filename: 'siaran-pers-spklu.jpg',
    alt: {
      id: 'Mobil listrik mengisi daya di SPKLU rest area',
      en: 'An electric car charging at a rest-area charging station',
    },
    svg: frame(`${road('#4d7c0f')}${charger}${car(880, 560, '#0ea5e9')}`, ['#a5f3fc', '#ecfeff']),
  },
  {
    key: 'night-traffic',
    filename: 'siaran-pers-arus-mudik.jpg',
    alt: {
      id: 'Arus kendaraan pemudik di jalan tol pada malam hari',
      en: 'Homecoming traffic on the toll road at night',
    },
    svg: frame(
      `${road('#1e293b')}${car(560, 700, '#fbbf24')}${car(760, 620, '#f87171', 0.7)}${car(960, 720, '#fde68a')}`,
      ['#0f172a', '#312e81'],
    ),
  },
  {
    key: 'greening',
    filename: 'siaran-pers-penghijauan.jpg',
    alt: { id: 'Penanaman pohon di sisi jalan tol', en: 'Tree planting along the toll road' },
    svg: frame(`${road('#3f6212')}${trees}`, ['#bae6fd', '#f0fdf4']),
  },
  {
    key: 'bridge',
    filename: 'siaran-pers-jembatan.jpg',
    alt: { id: 'Jembatan jalan tol di atas sungai', en: 'A toll road bridge over a river' },
    svg: frame(bridge, ['#fdba74', '#fef3c7']),
  },
  {
    key: 'award',
    filename: 'siaran-pers-penghargaan.jpg',
    alt: { id: 'Trofi penghargaan di atas podium', en: 'An award trophy on a podium' },
    svg: frame(podium, ['#1e3a8a', '#0f172a']),
  },
  {
    key: 'maintenance',
    filename: 'siaran-pers-pemeliharaan.jpg',
    alt: { id: 'Petugas melakukan pemeliharaan perkerasan jalan tol', en: 'Crews maintaining the toll road pavement' },
    svg: frame(`${road('#57534e')}${workers}`, ['#e2e8f0', '#f8fafc']),
  },
]
