// `npm run db:migrate` and `npm run db:seed`: the same steps the server runs at start, on demand.
import { parseConfig } from '../config.ts'
import { openDatabase } from './client.ts'
import { migrateDatabase } from './migrate.ts'
import { seedDatabase } from './seed/seed.ts'

const command = process.argv[2]
if (command !== 'migrate' && command !== 'seed') {
  console.error('Usage: tsx server/db/cli.ts migrate|seed')
  process.exit(2)
}

const config = parseConfig()
const database = await openDatabase(config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir })
try {
  await migrateDatabase(database)
  console.log(`Migrations applied (${database.kind}).`)
  if (command === 'seed') {
    const applied = await seedDatabase(database.db)
    console.log(applied.length > 0 ? `Seeded: ${applied.join(', ')}` : 'Seed content already present; nothing to do.')
  }
} finally {
  await database.close()
}
