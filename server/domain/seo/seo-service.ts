import { desc, eq, inArray, lt } from 'drizzle-orm'
import {
  SEO_PAGE_PATHS,
  type SeoAnalysis,
  type SeoApplyResult,
  type SeoImplementResult,
  type SeoSuggestion,
  seoSuggestionSchema,
} from '../../../contract/seo.ts'
import { SEO_PAGES, type SeoPage } from '../../../contract/site-settings.ts'
import { canonicalUrl } from '../../../core/seo.ts'
import { type SettingsMap, seoSetting, settingText, toSettingsMap } from '../../../core/settings.ts'
import type { Database, Transaction } from '../../db/client.ts'
import { siteSettings } from '../../db/schema/content.ts'
import { seoAnalyses } from '../../db/schema/seo.ts'
import type { Logger } from '../../logger.ts'
import { type AuditActor, recordAudit } from '../admin/audit.ts'
import { toAdminSiteSetting } from '../admin/site-settings.ts'
import type { Catalog } from '../content/catalog.ts'
import { type AiSeoAdvisor, mergeAiSuggestions } from './ai-suggestions.ts'
import type { PageFacts } from './html-facts.ts'
import { DEFAULT_PAGE_KEYWORDS } from './page-targets.ts'
import { type RenderedPageFacts, auditSite } from './site-audit.ts'

/** Renders a path of the site through the app itself, as a signed-out visitor would get it. */
export type PageRenderer = (path: string) => Promise<{ status: number; body: string }>

/** The latest analyses are kept for the dashboard; older ones are of no use. */
const ANALYSES_KEPT = 20

/**
 * The SEO tools of the admin dashboard: an audit of the real rendered pages, stored; and applying
 * suggestions as seo_{page} settings (audited like any settings change), which the pages use at once.
 */
export function createSeoService({ db, catalog, publicUrl, ai, logger }: { db: Database; catalog: Catalog; publicUrl: string; ai?: AiSeoAdvisor; logger: Logger }) {
  async function publicSettings(): Promise<SettingsMap> {
    return toSettingsMap(await catalog.listPublicSettings())
  }

  async function renderPages(render: PageRenderer, pages: readonly SeoPage[]): Promise<RenderedPageFacts[]> {
    // The HTML parser loads with the first analysis, not with the server.
    const { readPageFacts } = await import('./html-facts.ts')
    return Promise.all(
      pages.map(async (page) => {
        const path = SEO_PAGE_PATHS[page]
        const { status, body } = await render(path)
        return { page, path, url: canonicalUrl(publicUrl, path), status, facts: readPageFacts(body) }
      }),
    )
  }

  async function readText(render: PageRenderer, path: string): Promise<string | null> {
    const { status, body } = await render(path)
    return status === 200 ? body : null
  }

  async function aiSuggestions(analysis: Omit<SeoAnalysis, 'source' | 'analyzedAt'>, siteName: string): Promise<SeoSuggestion[] | undefined> {
    if (!ai || analysis.suggestions.length === 0) return undefined
    const wanted = new Set(analysis.suggestions.map((suggestion) => suggestion.page))
    try {
      return await ai.suggest({ siteName, pages: analysis.pages.filter((report) => wanted.has(report.page)) })
    } catch (error) {
      // The audit's own suggestions stand on their own; the AI only adds to them.
      logger.warn({ err: error }, 'AI SEO suggestions failed; using the audit suggestions alone')
      return undefined
    }
  }

  /** The page's value for its seo setting; a title or description equal to what the page shows by itself is left out, so it stays live (prices in it follow the plans). */
  function settingValue(suggestion: SeoSuggestion, shown: PageFacts, saved: ReturnType<typeof seoSetting>) {
    const keepsTitle = saved.title === undefined && suggestion.suggestedTitle === shown.title
    const keepsDescription = saved.description === undefined && suggestion.suggestedDescription === shown.description
    return {
      ...(keepsTitle ? {} : { title: suggestion.suggestedTitle }),
      ...(keepsDescription ? {} : { description: suggestion.suggestedDescription }),
      keywords: suggestion.suggestedKeywords,
    }
  }

  /** Writes each page's seo setting and its audit row in the caller's transaction. */
  async function writeSettings(tx: Transaction, actor: AuditActor, values: { page: SeoPage; value: Record<string, unknown> }[]) {
    const keys = values.map(({ page }) => `seo_${page}`)
    const current = await tx.select().from(siteSettings).where(inArray(siteSettings.key, keys)).for('update')
    for (const { page, value } of values) {
      const key = `seo_${page}`
      const existing = current.find((row) => row.key === key)
      if (existing) {
        const [row] = await tx.update(siteSettings).set({ value }).where(eq(siteSettings.id, existing.id)).returning()
        if (!row) throw new Error(`The setting ${key} was not updated`)
        await recordAudit(tx, { actor, action: 'update', entity: 'site-settings', entityId: row.id, before: toAdminSiteSetting(existing), after: toAdminSiteSetting(row) })
      } else {
        const [row] = await tx.insert(siteSettings).values({ key, value, category: 'seo' }).returning()
        if (!row) throw new Error(`The setting ${key} was not stored`)
        await recordAudit(tx, { actor, action: 'create', entity: 'site-settings', entityId: row.id, after: toAdminSiteSetting(row) })
      }
    }
  }

  async function applyValid(render: PageRenderer, actor: AuditActor, suggestions: SeoSuggestion[]): Promise<SeoPage[]> {
    const settings = await publicSettings()
    const rendered = await renderPages(
      render,
      suggestions.map((suggestion) => suggestion.page),
    )
    const values = suggestions.map((suggestion, index) => ({
      page: suggestion.page,
      value: settingValue(suggestion, (rendered[index] as RenderedPageFacts).facts, seoSetting(settings, suggestion.page)),
    }))
    await db.transaction((tx) => writeSettings(tx, actor, values))
    return suggestions.map((suggestion) => suggestion.page)
  }

  return {
    /** Renders and audits every public page, adds the AI service's suggestions when one is configured, and stores the result. */
    async analyze({ render, actor }: { render: PageRenderer; actor: AuditActor }): Promise<SeoAnalysis> {
      const settings = await publicSettings()
      const siteName = settingText(settings, 'site_name')
      const [pages, sitemapXml, robotsTxt] = await Promise.all([renderPages(render, SEO_PAGES), readText(render, '/sitemap.xml'), readText(render, '/robots.txt')])
      const keywords = Object.fromEntries(SEO_PAGES.map((page) => [page, targetKeywords(settings, page)])) as Record<SeoPage, { list: string[]; saved: boolean }>
      const audit = auditSite({
        pages,
        keywords,
        siteName,
        fillers: [settingText(settings, 'site_tagline'), settingText(settings, 'company_description')],
        sitemapXml,
        robotsTxt,
      })
      const fromAi = await aiSuggestions(audit, siteName)
      const analysis: SeoAnalysis = {
        ...audit,
        suggestions: fromAi ? mergeAiSuggestions(audit, fromAi) : audit.suggestions,
        source: fromAi && fromAi.length > 0 ? 'rules+ai' : 'rules',
        analyzedAt: new Date().toISOString(),
      }
      await db.transaction(async (tx) => {
        const [stored] = await tx.insert(seoAnalyses).values({ overallScore: analysis.overallScore, result: analysis, createdByUserId: actor.userId }).returning({ id: seoAnalyses.id })
        if (stored) await tx.delete(seoAnalyses).where(lt(seoAnalyses.id, stored.id - ANALYSES_KEPT + 1))
      })
      return analysis
    },

    /** The last analysis run, or null before the first. */
    async latest(): Promise<SeoAnalysis | null> {
      const [row] = await db.select({ result: seoAnalyses.result }).from(seoAnalyses).orderBy(desc(seoAnalyses.id)).limit(1)
      return row?.result ?? null
    },

    /** Apply All and per-page Apply: the suggestions were validated as a whole; all are written in one transaction. */
    async apply({ render, actor, suggestions }: { render: PageRenderer; actor: AuditActor; suggestions: SeoSuggestion[] }): Promise<SeoApplyResult> {
      const pages = await applyValid(render, actor, suggestions)
      return { applied: pages.length, pages }
    },

    /** Implement: each suggestion of an analysis is checked on its own; the valid ones are written together, the others reported. */
    async implement({ render, actor, suggestions }: { render: PageRenderer; actor: AuditActor; suggestions: unknown[] }): Promise<SeoImplementResult> {
      const failed: SeoImplementResult['failed'] = []
      const valid = new Map<SeoPage, SeoSuggestion>()
      for (const raw of suggestions) {
        const parsed = seoSuggestionSchema.safeParse(raw)
        const page = typeof (raw as { page?: unknown })?.page === 'string' ? (raw as { page: string }).page : 'unknown'
        if (!parsed.success) failed.push({ page, reason: parsed.error.issues[0]?.message ?? 'Invalid suggestion' })
        else if (valid.has(parsed.data.page)) failed.push({ page, reason: 'Only one suggestion per page' })
        else valid.set(parsed.data.page, parsed.data)
      }
      const written = valid.size > 0 ? await applyValid(render, actor, [...valid.values()]) : []
      return { implemented: written.map((page) => ({ page, title: (valid.get(page) as SeoSuggestion).suggestedTitle })), failed }
    },
  }
}

/** The page's saved keywords (a list, or text separated by commas), else the built-in targets. */
function targetKeywords(settings: SettingsMap, page: SeoPage): { list: string[]; saved: boolean } {
  const saved = seoSetting(settings, page).keywords
  const list = (Array.isArray(saved) ? saved : (saved ?? '').split(','))
    .filter((keyword): keyword is string => typeof keyword === 'string')
    .map((keyword) => keyword.trim())
    .filter(Boolean)
  return list.length > 0 ? { list, saved: true } : { list: DEFAULT_PAGE_KEYWORDS[page], saved: false }
}

export type SeoService = ReturnType<typeof createSeoService>
