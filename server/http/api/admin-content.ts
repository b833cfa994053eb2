import { type Request, type Response, Router } from 'express'
import { type ZodType, z } from 'zod'
import {
  aiToolCreateSchema,
  aiToolUpdateSchema,
  auditQuerySchema,
  demoSiteCreateSchema,
  demoSiteUpdateSchema,
  entityIdSchema,
  inquiryUpdateSchema,
  pricingPlanCreateSchema,
  pricingPlanUpdateSchema,
  promotionCreateSchema,
  promotionUpdateSchema,
  serviceCreateSchema,
  serviceUpdateSchema,
  siteSettingCreateSchema,
  siteSettingUpdateSchema,
  knowledgeEntryCreateSchema,
  knowledgeEntryUpdateSchema,
  testimonialCreateSchema,
  testimonialUpdateSchema,
} from '../../../contract/admin-content.ts'
import { type AuditActor, actorOf } from '../../domain/admin/audit.ts'
import type { CreateOutcome, DeleteOutcome, WriteOutcome } from '../../domain/admin/collection.ts'
import type { AppServices } from '../../services.ts'
import { httpError } from '../errors.ts'
import { requireAdmin, requireAdminSession } from '../middleware/require-admin.ts'
import { parseInput } from '../validate.ts'

const idParams = z.object({ id: entityIdSchema })

/**
 * The admin dashboard's content calls (spec §7): for each collection a full list (inactive rows
 * included), create, partial update and delete, plus the audit log. Every call needs an admin.
 */
export function adminContentRouter({ adminContent, audit }: AppServices): Router {
  const router = Router()

  mountCollection(router, { path: 'services', label: 'service', ...adminContent.services, createSchema: serviceCreateSchema, updateSchema: serviceUpdateSchema })
  mountCollection(router, { path: 'pricing-plans', label: 'pricing plan', ...adminContent.pricingPlans, createSchema: pricingPlanCreateSchema, updateSchema: pricingPlanUpdateSchema })
  mountCollection(router, { path: 'ai-tools', label: 'AI tool', ...adminContent.aiTools, createSchema: aiToolCreateSchema, updateSchema: aiToolUpdateSchema })
  mountCollection(router, { path: 'demo-sites', label: 'demo site', ...adminContent.demoSites, createSchema: demoSiteCreateSchema, updateSchema: demoSiteUpdateSchema })
  mountCollection(router, { path: 'testimonials', label: 'testimonial', ...adminContent.testimonials, createSchema: testimonialCreateSchema, updateSchema: testimonialUpdateSchema })
  mountCollection(router, { path: 'knowledge', label: 'knowledge entry', ...adminContent.knowledge, createSchema: knowledgeEntryCreateSchema, updateSchema: knowledgeEntryUpdateSchema })
  mountCollection(router, { path: 'promotions', label: 'promotion', ...adminContent.promotions, createSchema: promotionCreateSchema, updateSchema: promotionUpdateSchema })
  mountCollection(router, { path: 'site-settings', label: 'setting', ...adminContent.siteSettings, createSchema: siteSettingCreateSchema, updateSchema: siteSettingUpdateSchema })
  // Inquiries are listed by GET /api/contact-inquiries and created by visitors; the admin updates and deletes them.
  mountCollection(router, { path: 'contact-inquiries', label: 'inquiry', ...adminContent.inquiries, updateSchema: inquiryUpdateSchema })

  // Newest first (ADR 025); 404 for a service or plan that does not exist (any more).
  router.get('/admin/services/:id/price-history', requireAdmin, async (req, res) => {
    const id = pathId(req)
    const entries = await adminContent.priceHistory.forService(id)
    if (!entries) throw httpError(404, 'not_found', `No service with id ${id}.`)
    res.json(entries)
  })
  router.get('/admin/pricing-plans/:id/price-history', requireAdmin, async (req, res) => {
    const id = pathId(req)
    const entries = await adminContent.priceHistory.forPlan(id)
    if (!entries) throw httpError(404, 'not_found', `No pricing plan with id ${id}.`)
    res.json(entries)
  })

  router.get('/admin/audit-log', requireAdmin, async (req, res) => {
    res.json(await audit.page(parseInput(auditQuerySchema, req.query)))
  })

  return router
}

type Mounted<Shape, Create, Patch> = {
  path: string
  /** How messages name one row: 'No service with id 7.' */
  label: string
  list?: () => Promise<Shape[]>
  create?: (actor: AuditActor, input: Create) => Promise<CreateOutcome<Shape>>
  update: (actor: AuditActor, id: number, patch: Patch) => Promise<WriteOutcome<Shape>>
  remove: (actor: AuditActor, id: number) => Promise<DeleteOutcome>
  createSchema?: ZodType<Create>
  updateSchema: ZodType<Patch>
}

function mountCollection<Shape, Create, Patch>(router: Router, collection: Mounted<Shape, Create, Patch>) {
  const { path, label, list, create, createSchema, update, updateSchema, remove } = collection
  const base = `/admin/${path}`
  const notFound = (id: number) => httpError(404, 'not_found', `No ${label} with id ${id}.`)

  if (list) router.get(base, requireAdmin, async (_req, res) => void res.json(await list()))

  if (create && createSchema) {
    router.post(base, async (req, res) => {
      const actor = actorOf(requireAdminSession(res).user)
      const input = parseInput(createSchema, req.body)
      answer(res, 201, await create(actor, input))
    })
  }

  router.patch(`${base}/:id`, async (req, res) => {
    const actor = actorOf(requireAdminSession(res).user)
    const id = pathId(req)
    const patch = parseInput(updateSchema, req.body)
    const outcome = await update(actor, id, patch)
    if (outcome.kind === 'not-found') throw notFound(id)
    answer(res, 200, outcome)
  })

  router.delete(`${base}/:id`, async (req, res) => {
    const actor = actorOf(requireAdminSession(res).user)
    const id = pathId(req)
    const outcome = await remove(actor, id)
    if (outcome.kind === 'not-found') throw notFound(id)
    res.json({ success: true, id })
  })
}

function pathId(req: Request): number {
  return parseInput(idParams, req.params).id
}

function answer<Shape>(res: Response, status: number, outcome: CreateOutcome<Shape>) {
  switch (outcome.kind) {
    case 'saved':
      return void res.status(status).json(outcome.item)
    case 'invalid':
      throw httpError(400, 'validation_failed', 'Please check the highlighted fields.', outcome.fields)
    case 'conflict':
      throw httpError(409, 'conflict', Object.values(outcome.fields).join(' '), outcome.fields)
  }
}
