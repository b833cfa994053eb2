import { Bot, Building2, Car, GraduationCap, Heart, type LucideIcon, ShoppingBag, Sparkles, Utensils, Wrench } from 'lucide-react'

// Named imports only: importing lucide's whole icon map would ship every icon to the browser.
const demoIcons: Record<string, LucideIcon> = { Sparkles, Bot, Building2, Utensils, Car, Heart, GraduationCap, ShoppingBag, Wrench }

/** The demo's icon by its stored name; an unknown name shows Building2, the spec's default. */
export function demoIcon(name: string | null | undefined): LucideIcon {
  return (name && demoIcons[name.trim()]) || Building2
}
