import { cacheTags } from '@jtt/content-api'
import { defineCollection } from '../../contentTypes/define'
import { Media } from '.'

/** Images: any change may show anywhere; creating one needs a file (no sample). */
export const mediaType = defineCollection({
  config: Media,
  site: { tags: () => [cacheTags.media] },
  access: { read: 'public', write: 'editor' },
})
