import { Bot, Building2, Car, GraduationCap, Heart, ShoppingBag, Sparkles, Utensils, Wrench } from 'lucide-react'
import { describe, expect, test } from 'vitest'
import { demoIcon } from './demo-icon'

describe('demo icon', () => {
  test('each known name shows its icon', () => {
    expect(demoIcon('Sparkles')).toBe(Sparkles)
    expect(demoIcon('Bot')).toBe(Bot)
    expect(demoIcon('Building2')).toBe(Building2)
    expect(demoIcon('Utensils')).toBe(Utensils)
    expect(demoIcon('Car')).toBe(Car)
    expect(demoIcon('Heart')).toBe(Heart)
    expect(demoIcon('GraduationCap')).toBe(GraduationCap)
    expect(demoIcon('ShoppingBag')).toBe(ShoppingBag)
    expect(demoIcon('Wrench')).toBe(Wrench)
  })

  test('an unknown or missing name shows Building2', () => {
    expect(demoIcon('Rocket')).toBe(Building2)
    expect(demoIcon('')).toBe(Building2)
    expect(demoIcon(undefined)).toBe(Building2)
  })
})
