-- Hand-written (decisions 0126, 0128): the authenticators' sealed secrets, their recovery codes and the per-account guess
-- locks are read and written through the owner's handle only (sign-in, and the caller's own two-factor calls), so
-- the role requests act as gets no grant on them, which the default privileges of migration 0023 gave it.
REVOKE ALL ON "user_totp", "totp_recovery_codes", "code_guess_locks" FROM school_app;--> statement-breakpoint
REVOKE ALL ON SEQUENCE "totp_recovery_codes_id_seq" FROM school_app;
