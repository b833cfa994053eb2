import { describe, expect, test } from 'vitest'
import { LEGAL_SOURCES } from '../../../core/legal-facts'
import { businessDetailsFrom } from './legal-content'
import { privacyPolicy } from './privacy-content'
import { termsOfService } from './terms-content'

describe('the legal figures’ sources', () => {
  const details = businessDetailsFrom({})
  const documents = { '/terms-of-service': termsOfService(details), '/privacy-policy': privacyPolicy(details) }

  test.each(Object.entries(LEGAL_SOURCES))('%s points at a section of its page, by the title that section shows', (_topic, source) => {
    const document = documents[source.page]
    const section = [...document.sections, ...(document.notice ? [document.notice] : [])].find((candidate) => candidate.id === source.section)
    expect(section?.title).toBe(source.title)
  })
})
