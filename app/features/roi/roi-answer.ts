import type { RoiResult } from '../../../contract/roi'
import type { RoiFieldErrors, RoiValues } from './roi-input'

/** The value of the hidden `intent` field that tells the calculator from the other forms posting to the same route. */
export const ROI_INTENT = 'roi'

/**
 * What the calculator's route action answers, with the figures as typed so a page rendered for a form the
 * browser sent itself comes back filled in; 'failed' is the route's client action saying that no answer came.
 */
export type RoiAnswer =
  | { intent: typeof ROI_INTENT; kind: 'calculated'; result: RoiResult; values: RoiValues }
  | { intent: typeof ROI_INTENT; kind: 'invalid'; fields: RoiFieldErrors; values: RoiValues }
  | { intent: typeof ROI_INTENT; kind: 'rate-limited'; message: string; values: RoiValues }
  | { kind: 'failed' }
