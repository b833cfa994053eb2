// Drizzle takes every table as one schema object; modules import the table files they use.
export * from './schema/content.ts'
export * from './schema/leads.ts'
export * from './schema/auth.ts'
export * from './schema/audit.ts'
export * from './schema/seo.ts'
export * from './schema/people.ts'
export * from './schema/knowledge.ts'
