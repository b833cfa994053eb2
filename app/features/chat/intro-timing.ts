// Apart from the popup, so the launcher knows when to fetch it without carrying it in every page's download.

/** Spec §9 'UI limits': the popup appears 3 s after load and stays 8 s. */
export const INTRO_DELAY_MS = 3_000
export const INTRO_VISIBLE_MS = 8_000
