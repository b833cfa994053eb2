import { describe, expect, test } from 'vitest'
import { seedAiTools } from '../../../server/db/seed/ai-tools-data'
import { guessToolIcon, TOOL_ICON_KEYS, toolIconKey } from './tool-icon'

describe('a tool with its own icon', () => {
  test('keeps a supported lucide name', () => {
    expect(toolIconKey({ icon: 'message-square', name: 'Anything' })).toBe('message-square')
    expect(toolIconKey({ icon: 'receipt', name: 'Invoice helper' })).toBe('receipt')
  })

  test('accepts PascalCase and older lucide names', () => {
    expect(toolIconKey({ icon: 'MessageSquare', name: 'Anything' })).toBe('message-square')
    expect(toolIconKey({ icon: 'BarChart3', name: 'Anything' })).toBe('bar-chart-3')
    expect(toolIconKey({ icon: 'home', name: 'Anything' })).toBe('house')
  })

  test('falls back to the name when the icon is unknown or missing', () => {
    expect(toolIconKey({ icon: 'rocket-ship-9000', name: 'Email Subject Line Tester' })).toBe('mail')
    expect(toolIconKey({ icon: null, name: 'Quote & Proposal Drafter' })).toBe('calculator')
    expect(toolIconKey({ icon: '', name: 'Mystery Helper' })).toBe('sparkles')
  })
})

describe('guessing an icon from the tool name', () => {
  test.each([
    ['Voice Agent Script Builder', 'mic'],
    ['Missed Call Lead Triage', 'phone'],
    ['Phone Greeting Writer', 'phone'],
    ['Chatbot FAQ Builder', 'bot'],
    ['Live Chat Helper', 'message-square'],
    ['AI Logo Concept Sketcher', 'image'],
    ['Brand Colour Palette Picker', 'palette'],
    ['Email Subject Line Tester', 'mail'],
    ['SEO Meta Description Writer', 'search'],
    ['Google Review Reply Writer', 'star'],
    ['Product Description Writer', 'pen-line'],
    ['Invoice Text Helper', 'calculator'],
    ['Social Post Generator', 'megaphone'],
    ['Ad Copy Variations', 'megaphone'],
    ['Website Copy Audit', 'pen-line'],
    ['Sales Report Analyser', 'bar-chart-3'],
    ['Menu Description Writer for Cafes', 'utensils'],
    ['Real Estate Listing Writer', 'house'],
    ['Job Ad Writer', 'briefcase'],
    ['Meeting Notes Summariser', 'file-text'],
    ['Google Business Profile Post Planner', 'megaphone'],
    ['Competitor Website Snapshot', 'globe'],
    ['Tender Response Assistant', 'sparkles'],
  ] as const)('%s -> %s', (name, icon) => expect(guessToolIcon(name)).toBe(icon))

  test('short words only match whole words', () => {
    expect(guessToolIcon('Lead Reader')).toBe('sparkles')
    expect(guessToolIcon('Startup Namer')).toBe('sparkles')
  })
})

test('every seeded tool gets an icon we can draw, most from their own icon name', () => {
  const keys = seedAiTools.map((tool) => toolIconKey({ icon: tool.icon ?? null, name: tool.name }))
  expect(keys.every((key) => (TOOL_ICON_KEYS as readonly string[]).includes(key))).toBe(true)
  for (const tool of seedAiTools.filter((row) => row.icon)) {
    const expected = tool.icon === 'home' ? 'house' : tool.icon
    expect(toolIconKey({ icon: tool.icon ?? null, name: tool.name })).toBe(expected)
  }
})
