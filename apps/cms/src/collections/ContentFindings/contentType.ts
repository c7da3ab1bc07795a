import { defineCollection } from '../../contentTypes/define'
import { ContentFindings } from '.'

/** The content health checks' findings: staff read them, only the check's job writes them. */
export const contentFindingsType = defineCollection({
  config: ContentFindings,
  access: { read: 'none', write: 'admin' },
})
