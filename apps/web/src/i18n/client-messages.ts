import type { AbstractIntlMessages } from 'next-intl'

/** One namespace (or a nested one) of the catalogue, empty when absent. */
const section = (messages: AbstractIntlMessages, path: string): AbstractIntlMessages => {
  let node: AbstractIntlMessages | string | undefined = messages
  for (const key of path.split('.')) node = typeof node === 'object' ? node[key] : undefined
  return typeof node === 'object' ? node : {}
}

/**
 * The messages client components read with `useTranslations` (the error boundary and the search box);
 * every other string is translated on the server. The provider would otherwise put the whole catalogue
 * into every page's HTML as framework payload.
 */
export function clientMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  return {
    errors: section(messages, 'errors'),
    common: section(messages, 'common'),
    search: { box: section(messages, 'search.box') },
  }
}
