import type { BadgeTone } from '~/components/ui/badge'

const statusTones: Record<string, BadgeTone> = {
  'Live Demo': 'green',
  'Coming Soon': 'blue',
  'In Development': 'orange',
  Planning: 'gray',
}

/** The spec's status colours; a status the site does not know is shown gray. */
export function demoStatusTone(status: string): BadgeTone {
  return statusTones[status] ?? 'gray'
}

/**
 * Tailwind only generates classes it finds in source, so a colour class stored in the database
 * must be one spelled out here; anything else would render with no background at all.
 */
const chipColours: Record<string, string> = {
  'bg-blue-500': 'bg-blue-500',
  'bg-blue-600': 'bg-blue-600',
  'bg-emerald-600': 'bg-emerald-600',
  'bg-violet-600': 'bg-violet-600',
  'bg-orange-600': 'bg-orange-600',
  'bg-rose-600': 'bg-rose-600',
  'bg-sky-700': 'bg-sky-700',
  'bg-amber-700': 'bg-amber-700',
  'bg-teal-700': 'bg-teal-700',
}

export const FALLBACK_CHIP_COLOUR = 'bg-blue-600'

export function demoChipColour(color: string | null | undefined): string {
  return (color && chipColours[color.trim()]) || FALLBACK_CHIP_COLOUR
}

/** Demo cards list at most 3 features; the rest is summarised as '+N more features'. */
export const DEMO_FEATURES_SHOWN = 3

export function demoFeatureSummary(features: string[], shown = DEMO_FEATURES_SHOWN): { visible: string[]; moreLabel: string | undefined } {
  const hidden = features.length - shown
  return {
    visible: features.slice(0, shown),
    moreLabel: hidden > 0 ? `+${hidden} more features` : undefined,
  }
}
