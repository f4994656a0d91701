import { eq, sql } from "drizzle-orm";
import { hashToken, REFRESH_REUSE_SECONDS } from "../core/auth/tokens.js";
import type { Db } from "../db/client.js";
import { refreshTokens } from "../db/schema/index.js";

/**
 * Moves a rotated refresh token past its reuse interval (decision 0182), as the clock would in
 * `REFRESH_REUSE_SECONDS`: its interval then ended at the moment it was first spent.
 */
export async function endReuseIntervalOf(db: Db, token: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`${refreshTokens.revokedAt} - make_interval(secs => ${REFRESH_REUSE_SECONDS})` })
    .where(eq(refreshTokens.tokenHash, hashToken(token)));
}
