import { tagManagerScript } from '@/lib/site'
import { TagManagerLoader } from './TagManagerLoader'

/** Google Tag Manager, embedded only when a container id is configured (spec §7 "tag manager with an id"). */
export function TagManager({ id }: { id: string | null }) {
  if (!id || !/^GTM-[A-Z0-9]+$/.test(id)) return null
  return <TagManagerLoader id={id} script={tagManagerScript()} />
}
