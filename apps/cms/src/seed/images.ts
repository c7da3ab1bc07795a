import type { Payload } from 'payload'
import sharp from 'sharp'
import { ensureMedia, type SeedFile } from './media'

/** Sample images drawn from SVG at seed time, so the repository ships no binary photos. */
export type SeedImage = { key: string; filename: string; alt: { id: string; en: string }; svg: string }

const road = (sky: string, ground: string, sun: string) => `
<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="1200" viewBox="0 0 2400 1200">
  <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="#fef3c7"/></linearGradient></defs>
  <rect width="2400" height="1200" fill="url(#s)"/>
  <circle cx="1800" cy="380" r="150" fill="${sun}" opacity="0.85"/>
  <path d="M0 700 Q600 560 1200 660 T2400 620 V1200 H0Z" fill="${ground}"/>
  <path d="M1080 640 L1320 640 L2100 1200 L300 1200Z" fill="#374151"/>
  <path d="M1195 660 L1205 660 L1230 760 L1170 760Z M1160 820 L1240 820 L1270 960 L1130 960Z M1115 1030 L1285 1030 L1320 1200 L1080 1200Z" fill="#f9fafb"/>
  <path d="M1080 640 L300 1200 L340 1200 L1095 640Z M1320 640 L2100 1200 L2060 1200 L1305 640Z" fill="#facc15"/>
</svg>`

export const seedImages: SeedImage[] = [
  {
    key: 'hero-toll-road',
    filename: 'jalan-tol-trans-jawa.jpg',
    alt: {
      id: 'Jalan tol Trans Jawa membentang di antara sawah saat pagi hari',
      en: 'The Trans Java toll road stretching between rice fields in the morning',
    },
    svg: road('#7dd3fc', '#4d7c0f', '#fde68a'),
  },
  {
    key: 'toll-road-dusk',
    filename: 'jalan-tol-senja.jpg',
    alt: { id: 'Ruas tol JTT saat senja', en: 'A JTT toll section at dusk' },
    svg: road('#fb923c', '#365314', '#fef08a'),
  },
]

/** SVG drawings as JPEG files for the seed's media uploads. */
export const asJpegFiles = (images: SeedImage[]): SeedFile[] =>
  images.map((image) => ({
    ...image,
    mimeType: 'image/jpeg',
    render: () => sharp(Buffer.from(image.svg)).jpeg({ quality: 82 }).toBuffer(),
  }))

/** Uploads the images that are missing; answers every image's media id by key. */
export const ensureImages = (payload: Payload, images: SeedImage[], log: (what: string) => void) =>
  ensureMedia(payload, asJpegFiles(images), log)
