import { releases2024 } from './releases2024'
import { releases2025 } from './releases2025'
import { releases2026 } from './releases2026'

export { pressImages } from './images'
export type { SeedRelease } from './types'

/** 26 bilingual sample releases over three years (enough for pagination and the year filter). */
export const seedReleases = [...releases2026, ...releases2025, ...releases2024]
