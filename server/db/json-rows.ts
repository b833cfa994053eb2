import { type SQL, sql } from 'drizzle-orm'

/**
 * Many rows as one JSON parameter, read back as a table: `select ... from ${jsonRows(rows)} as r(id int, name text)`.
 * A statement of one parameter is quick to build, send and parse however many rows it carries, and the driver
 * serializes it with the runtime's own JSON.stringify. Keys left out (or undefined) read as NULL.
 */
export function jsonRows(rows: readonly object[]): SQL {
  return sql`json_to_recordset(${JSON.stringify(rows)}::json)`
}
