import { eq, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.js";

/**
 * What every query of a request is built from: the database (or the transaction) and the caller's school. Services
 * make one from the request context (`ctx.schoolId`, set by the route layer) and hand it to their queries; a query
 * function never takes a school id from anywhere else.
 */
export type Scope = { db: Db; schoolId: number };

/** The condition every read and write of a school-owned table carries. */
export const inSchool = (scope: Scope, table: { schoolId: PgColumn }): SQL => eq(table.schoolId, scope.schoolId);
