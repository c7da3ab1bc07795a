import type { Locale, Person as PersonBody } from '@jtt/content-api'
import type { Person } from '../../payload-types'
import { populatedMedia } from './media'
import { toRichText } from './richText'

export function toPerson(doc: Person, locale: Locale, untranslated: string[] = []): PersonBody {
  const contact = doc.contact
  return {
    id: String(doc.id),
    locale,
    slug: doc.slug,
    board: doc.board,
    name: doc.name,
    position: doc.position,
    photo: populatedMedia(doc.photo),
    shortBio: doc.shortBio ?? '',
    biography: toRichText(doc.biography),
    appointedAt: doc.appointedAt ?? null,
    order: doc.order,
    duties: toRichText(doc.duties),
    contact:
      contact?.email || contact?.phone || contact?.address
        ? { email: contact.email ?? '', phone: contact.phone ?? '', address: contact.address ?? '' }
        : null,
    untranslated,
    status: doc._status === 'draft' ? 'draft' : 'published',
    updatedAt: doc.updatedAt,
  }
}
