/**
 * Finds every user-facing string of a built (sanitized) Payload config and reports those that are not
 * in both interface languages. Read on plain records: the walk goes through every kind of field the
 * same way, whatever Payload's types say each one carries.
 *
 * What counts as user-facing, and where it is found:
 * - `localization.locales[].label` (the content-locale switch);
 * - each collection's `labels.singular`/`labels.plural`, each global's `label`, and for both
 *   `admin.description` and `admin.group` when set;
 * - each field's `label`, unless it is `false`: Payload's sanitizing gives a field without one an English
 *   label made from its name, so a field left unlabelled is reported too; its `admin.description` and
 *   `admin.placeholder` when set; a select's or radio's option labels (a bare string option is its own,
 *   one-language label); an array's and a blocks field's `labels` (its "Add …" button; filled from the
 *   name like a missing label);
 * - tabs (`label`, `description`), collapsibles (`label`), groups, rows, and each block (`labels`, fields).
 * Hidden things are skipped: collections and globals with `admin.hidden: true` (Payload's own, such as
 * its job queue) and fields with `hidden` or `admin.hidden`/`admin.disabled`.
 * A string is bilingual when it is an object with non-empty `id` and `en`. A function is Payload's own
 * translated label (`({ t }) => t('general:createdAt')`): it is called with each language's `t` and must
 * answer a non-empty string.
 */
type Dict = Record<string, unknown>
type LabelFunction = (args: { t: (key: string) => string; i18n: unknown }) => unknown
export type Translator = { t: (key: string) => string; i18n: unknown }

const isDict = (value: unknown): value is Dict => typeof value === 'object' && value !== null && !Array.isArray(value)
const list = (value: unknown): unknown[] => (Array.isArray(value) ? (value as unknown[]) : [])
const filled = (value: unknown) => typeof value === 'string' && value.trim() !== ''

export class AdminTextWalk {
  readonly problems: string[] = []
  /** Every string checked, by its path, so a test can see the walk reached what it should. */
  readonly seen = new Map<string, unknown>()

  constructor(private readonly translators: Translator[]) {}

  /** Checks one user-facing string at `path`. */
  text(path: string, value: unknown) {
    this.seen.set(path, value)
    if (typeof value === 'function') {
      const answers = this.translators.map(({ t, i18n }) => (value as LabelFunction)({ t, i18n }))
      if (!answers.every(filled)) this.problems.push(`${path}: a label function answers ${JSON.stringify(answers)}`)
      return
    }
    if (isDict(value) && filled(value.id) && filled(value.en)) return
    this.problems.push(`${path}: ${JSON.stringify(value)} is not in both Indonesian (id) and English (en)`)
  }

  /** Checks it only when it is set (descriptions, groups, placeholders). */
  optional(path: string, value: unknown) {
    if (value !== undefined && value !== null && value !== false) this.text(path, value)
  }

  collection(config: Dict) {
    const admin = isDict(config.admin) ? config.admin : {}
    if (admin.hidden === true) return
    const path = `collections.${String(config.slug)}`
    const labels = isDict(config.labels) ? config.labels : {}
    this.text(`${path}.labels.singular`, labels.singular)
    this.text(`${path}.labels.plural`, labels.plural)
    this.entityAdmin(path, admin)
    this.fields(path, config.fields)
  }

  global(config: Dict) {
    const admin = isDict(config.admin) ? config.admin : {}
    if (admin.hidden === true) return
    const path = `globals.${String(config.slug)}`
    this.text(`${path}.label`, config.label)
    this.entityAdmin(path, admin)
    this.fields(path, config.fields)
  }

  private entityAdmin(path: string, admin: Dict) {
    this.optional(`${path}.admin.description`, admin.description)
    this.optional(`${path}.admin.group`, admin.group)
  }

  fields(parent: string, fields: unknown) {
    list(fields).forEach((field, index) => {
      if (isDict(field)) this.field(`${parent}.${typeof field.name === 'string' ? field.name : `[${index}]`}`, field)
    })
  }

  private field(path: string, field: Dict) {
    const admin = isDict(field.admin) ? field.admin : {}
    if (field.hidden === true || admin.hidden === true || admin.disabled === true) return
    const type = String(field.type)
    const labelled = typeof field.name === 'string' || type === 'collapsible'
    if (labelled && type !== 'ui' && field.label !== false) this.text(`${path}.label`, field.label)
    this.optional(`${path}.admin.description`, admin.description)
    this.optional(`${path}.admin.placeholder`, admin.placeholder)
    list(field.options).forEach((option, i) => {
      const name = isDict(option) ? String(option.value) : String(option)
      this.text(`${path}.options.${name || i}`, isDict(option) ? option.label : option)
    })
    if (type === 'array' || type === 'blocks') {
      const labels = isDict(field.labels) ? field.labels : {}
      this.text(`${path}.labels.singular`, labels.singular)
      this.text(`${path}.labels.plural`, labels.plural)
    }
    list(field.blocks).forEach((block) => isDict(block) && this.block(`${path}.blocks`, block))
    list(field.tabs).forEach((tab, index) => {
      if (!isDict(tab)) return
      const tabPath = `${path}.tabs.${typeof tab.name === 'string' ? tab.name : `[${index}]`}`
      this.text(`${tabPath}.label`, tab.label)
      this.optional(`${tabPath}.description`, tab.description)
      this.fields(tabPath, tab.fields)
    })
    this.fields(path, field.fields)
  }

  block(parent: string, block: Dict) {
    const path = `${parent}.${String(block.slug)}`
    const labels = isDict(block.labels) ? block.labels : {}
    this.text(`${path}.labels.singular`, labels.singular)
    this.text(`${path}.labels.plural`, labels.plural)
    this.fields(path, block.fields)
  }
}
