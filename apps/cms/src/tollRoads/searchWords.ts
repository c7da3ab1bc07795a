import { VEHICLE_CLASSES, type Locale, type VehicleClass } from '@jtt/content-api'
import type { Bilingual } from '../i18n/language'

const ROMAN: Record<VehicleClass, string> = { 1: 'I', 2: 'II', 3: 'III', 4: 'IV', 5: 'V' }

/** A vehicle class as the site names it (apps/web/messages, tariff.className). */
export const vehicleClassName = (vehicleClass: VehicleClass, locale: Locale): string =>
  `${locale === 'id' ? 'Golongan' : 'Class'} ${ROMAN[vehicleClass]}`

/** The vehicles of each class, as the calculator explains them (apps/web/messages, tariff.classHint). */
const CLASS_HINTS: Record<VehicleClass, Bilingual> = {
  1: { id: 'sedan, jip, pikap, truk kecil, bus', en: 'sedan, jeep, pick-up, small truck, bus' },
  2: { id: 'truk 2 gandar', en: 'truck with 2 axles' },
  3: { id: 'truk 3 gandar', en: 'truck with 3 axles' },
  4: { id: 'truk 4 gandar', en: 'truck with 4 axles' },
  5: { id: 'truk 5 gandar atau lebih', en: 'truck with 5 or more axles' },
}

/** The calculator's heading and introduction (apps/web/messages, tariff.title and tariff.intro). */
const CALCULATOR: { title: Bilingual; intro: Bilingual } = {
  title: { id: 'Kalkulator tarif tol', en: 'Toll tariff calculator' },
  intro: {
    id: 'Pilih gerbang masuk, gerbang keluar dan golongan kendaraan. Kedua gerbang harus berada di ruas yang sama.',
    en: 'Choose the entry gate, the exit gate and the vehicle class. Both gates must be on the same section.',
  },
}

/**
 * What the tariff calculator shows on the toll-road service page, as searchable text: the site's own
 * words, not the editors' (so the service page is found by 'tarif golongan II', 'truk 3 gandar',
 * 'tariff calculator'). Kept equal to the web's messages by a unit test.
 */
export const calculatorText = (locale: Locale): string[] => [
  CALCULATOR.title[locale],
  CALCULATOR.intro[locale],
  ...VEHICLE_CLASSES.map((c) => `${vehicleClassName(c, locale)}: ${CLASS_HINTS[c][locale]}`),
]

/** The calculator's heading and the classes it quotes: what the service page is known by for tariffs. */
export const calculatorKeywords = (locale: Locale): string =>
  [CALCULATOR.title[locale], ...VEHICLE_CLASSES.map((c) => vehicleClassName(c, locale))].join(', ')

/** The calculator's words, for the test that keeps them equal to the web's messages. */
export const calculatorWords = { CALCULATOR, CLASS_HINTS }
