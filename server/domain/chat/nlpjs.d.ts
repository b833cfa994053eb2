// The parts of nlp.js (which ships no types) that the built-in assistant uses.
declare module '@nlpjs/core' {
  export type Container = {
    use(plugin: unknown): void
    get<T = unknown>(name: string): T
    registerConfiguration(tag: string, settings: Record<string, unknown>, overwrite?: boolean): void
  }
  export function containerBootstrap(settings?: Record<string, unknown>): Promise<Container>
}

declare module '@nlpjs/nlp' {
  export type NlpEntity = { entity: string; option?: string; sourceText: string; utteranceText: string; start: number; end: number; accuracy: number; type: string }
  export type NlpResult = {
    intent: string
    score: number
    classifications: { intent: string; score: number }[]
    entities: NlpEntity[]
  }
  export type NlpManager = {
    settings: Record<string, unknown>
    addLanguage(locale: string): void
    addDocument(locale: string, utterance: string, intent: string): void
    addNerRuleOptionTexts(locale: string, entity: string, option: string, texts: string[]): void
    addNerRegexRule(locale: string, entity: string, regex: RegExp): void
    train(): Promise<unknown>
    process(locale: string, utterance: string): Promise<NlpResult>
    extractEntities(locale: string, utterance: string): Promise<{ entities: NlpEntity[] }>
  }
  export const Nlp: unknown
}

declare module '@nlpjs/lang-en-min' {
  export const LangEn: unknown
}

declare module '@nlpjs/ner' {
  import type { NlpEntity } from '@nlpjs/nlp'
  export class ExtractorEnum {
    getWordPositions(text: string): { start: number; end: number; len: number }[]
    extractFromRule(text: string, rule: unknown, words: { start: number; end: number; len: number }[], threshold: number): NlpEntity[]
  }
}
