/** libxml2's check of a document against the OASIS CAP 1.2 schema shipped with the site's feeds. */
import fs from 'node:fs'
import path from 'node:path'
import { validateXML } from 'xmllint-wasm'

const XSD = fs.readFileSync(path.resolve(import.meta.dirname, '../../src/lib/feeds/cap-v1.2.xsd'), 'utf8')

export async function capSchemaErrors(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: { fileName: 'alert.xml', contents: xml },
    schema: { fileName: 'cap-v1.2.xsd', contents: XSD },
  })
  return result.valid ? [] : result.errors.map((e) => e.message)
}
