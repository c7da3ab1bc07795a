import type { Block, Field } from 'payload'

type Nested = { fields?: Field[]; tabs?: { fields: Field[] }[]; blocks?: (Block | string)[] }

/** Whether any field, at any depth (groups, rows, tabs, arrays, blocks), is localized: what can lack English. */
export function hasLocalizedField(fields: Field[]): boolean {
  return fields.some((field) => {
    if ('localized' in field && field.localized) return true
    const nested = field as Nested
    return (
      hasLocalizedField(nested.fields ?? []) ||
      (nested.tabs ?? []).some((tab) => hasLocalizedField(tab.fields)) ||
      (nested.blocks ?? []).some((block) => typeof block !== 'string' && hasLocalizedField(block.fields))
    )
  })
}
