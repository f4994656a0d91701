-- Hand-written (decision 0133): a calendar feed's token is kept only as its SHA-256 (hex), as reset and refresh
-- tokens are (core/auth/tokens.ts, hashToken). The addresses users already gave their calendar apps keep working:
-- each stored token is hashed here, the column added empty first, since drizzle-kit would add it NOT NULL on rows
-- that have none.
DROP INDEX "calendar_feeds_token_idx";--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD COLUMN "token_hash" text;--> statement-breakpoint
UPDATE "calendar_feeds" SET "token_hash" = encode(sha256(convert_to("token", 'UTF8')), 'hex');--> statement-breakpoint
ALTER TABLE "calendar_feeds" ALTER COLUMN "token_hash" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_hash_idx" ON "calendar_feeds" USING btree ("token_hash");--> statement-breakpoint
ALTER TABLE "calendar_feeds" DROP COLUMN "token";
