import { describe, expect, it } from 'vitest'
import { requestLanguage } from '../../src/i18n/requestLanguage'

const headers = (values: Record<string, string>) => new Headers(values)

describe('the interface language of a request Payload has not read yet', () => {
  it('is the user’s choice in the cookie first', () => {
    expect(requestLanguage(headers({ cookie: 'a=1; payload-lng=en', 'accept-language': 'id' }))).toBe('en')
    expect(requestLanguage(headers({ cookie: 'payload-lng=id', 'accept-language': 'en-US,en;q=0.9' }))).toBe('id')
  })

  it('is the browser’s language when there is no choice and it is one of ours', () => {
    expect(requestLanguage(headers({ 'accept-language': 'en-GB,en;q=0.8' }))).toBe('en')
    expect(requestLanguage(headers({ cookie: 'payload-lng=fr', 'accept-language': 'en' }))).toBe('en')
  })

  it('is Indonesian otherwise', () => {
    expect(requestLanguage(headers({}))).toBe('id')
    expect(requestLanguage(headers({ 'accept-language': 'fr-FR,de;q=0.5' }))).toBe('id')
  })
})
