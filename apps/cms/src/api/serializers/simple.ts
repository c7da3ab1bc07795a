import type {
  Component as ComponentBody,
  Locale,
  Redirect as RedirectBody,
  Setting as SettingBody,
} from '@jtt/content-api'
import type { Component, Redirect, Setting } from '../../payload-types'

export const toComponent = (doc: Component, locale: Locale): ComponentBody => ({
  id: String(doc.id),
  slug: doc.slug,
  title: doc.title ?? '',
  locale,
})

export const toSetting = (doc: Setting, locale: Locale): SettingBody => ({
  id: String(doc.id),
  key: doc.key,
  value: doc.value ?? '',
  locale,
})

export const toRedirect = (doc: Redirect): RedirectBody => ({
  id: String(doc.id),
  old_url: doc.old_url,
  new_url: doc.new_url,
})
