/** Spec §9 'UI limits': the intro popup's sound plays at volume 0.1. */
export const INTRO_CHIME_VOLUME = 0.1

type AudioContextConstructor = new () => AudioContext

/**
 * A soft two-note chime made with the Web Audio API, so no sound file is downloaded. Browsers only
 * let a page play sound after the visitor has interacted with it; before that the chime is skipped
 * rather than queued or warned about.
 */
export function playIntroChime(Context: AudioContextConstructor | undefined = globalThis.AudioContext): void {
  if (!Context || navigator.userActivation?.hasBeenActive === false) return
  let context: AudioContext
  try {
    context = new Context()
  } catch {
    return
  }
  // Resuming is immediate once the page may play sound; the context is closed when the chime is over (or never allowed to start).
  context.resume().then(
    () => context.state === 'running' && scheduleChime(context),
    () => undefined,
  )
  setTimeout(() => context.close().catch(() => undefined), 1_500)
}

function scheduleChime(context: AudioContext) {
  const start = context.currentTime
  const notes = [
    { frequency: 659.25, at: 0 },
    { frequency: 880, at: 0.14 },
  ]
  for (const { frequency, at } of notes) {
    const oscillator = context.createOscillator()
    const gain = context.createGain()
    oscillator.type = 'sine'
    oscillator.frequency.value = frequency
    gain.gain.setValueAtTime(0, start + at)
    gain.gain.linearRampToValueAtTime(INTRO_CHIME_VOLUME, start + at + 0.02)
    gain.gain.exponentialRampToValueAtTime(0.0001, start + at + 0.5)
    oscillator.connect(gain).connect(context.destination)
    oscillator.start(start + at)
    oscillator.stop(start + at + 0.5)
  }
}
