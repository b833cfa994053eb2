/** The part of negotiator 1.x this app uses (its package ships no types; @types/negotiator describes 0.6). */
declare module 'negotiator' {
  export default class Negotiator {
    constructor(request: { headers: Record<string, string | string[] | undefined> })
    /** The available encodings the request accepts, best first; ties go to the order of `preferred`. */
    encodings(available?: readonly string[], options?: { preferred?: readonly string[] }): string[]
  }
}
