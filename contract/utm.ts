/**
 * The UTM parameters a visit may carry, by their name without the `utm_` prefix. A module of its own, without zod:
 * the browser's visit tracking reads it on every page, and the schemas that check a lead's source load with forms.
 */
export const UTM_KEYS = ['source', 'medium', 'campaign', 'term', 'content'] as const
