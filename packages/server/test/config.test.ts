import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { ConfigError, port, readSettings, settingsOnFirstUse, urlList } from '../src/config'

describe('settings read on first use', () => {
  it('read nothing when created, then read once; spreading and `in` see every setting', () => {
    let reads = 0
    const settings = settingsOnFirstUse(() => {
      reads += 1
      return { port: 3000, origins: ['https://a.example'] }
    })
    expect(reads).toBe(0)
    expect(settings.port).toBe(3000)
    expect({ ...settings }).toEqual({ port: 3000, origins: ['https://a.example'] })
    expect('origins' in settings).toBe(true)
    expect(reads).toBe(1)
  })

  it('throw the ConfigError of a bad environment when first used, not when created', () => {
    const schema = z.object({ PORT: port({ default: 80 }) })
    const settings = settingsOnFirstUse(() => readSettings(schema, { PORT: 'eighty' }))
    expect(() => settings.PORT).toThrow(
      new ConfigError('Invalid configuration: PORT must be a whole number from 1 to 65535 (got "eighty")'),
    )
  })
})

describe('fields', () => {
  it('split lists on commas, trimmed, without empty entries', () => {
    const schema = z.object({ URLS: urlList() })
    expect(readSettings(schema, { URLS: ' https://a.example , ,http://b.example:3000/x ' }).URLS).toEqual([
      'https://a.example',
      'http://b.example:3000/x',
    ])
    expect(readSettings(schema, {}).URLS).toBeUndefined()
  })
})
