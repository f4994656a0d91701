import type { UiLanguage } from "@school/contracts";
import type { Deps } from "../../deps.js";
import type { Caller } from "../auth/authenticate.js";
import type { Scope } from "../tenancy/scope.js";
import type { Disclosed } from "./personal-data-audit.js";

/**
 * Who a service acts for, built once per request by the route layer (`core/route.ts`) after authentication and
 * handed to the service as its first argument: services are `(actor, input)`.
 *
 * - `db` is the handle of the caller's school, under row-level security (decision 0049), and `schoolId` that school:
 *   an actor *is* a `Scope`, so it goes to the queries as it is, never re-wrapped into `{ db, schoolId }`;
 * - `caller` is who signed in, read by `core/access` for the relations of `ACCESS_TABLE`;
 * - `deps` is what else a service reaches (storage, the queue, the clock, the mailer).
 *
 * - `language` is the reader's language (`core/reader-language.ts`, decision 0134): names and server-written texts of
 *   the answer are shown in it;
 * - `disclosed` is the request's personal-data audit record (decision 0033), filled by `requireAccess`; absent where
 *   nothing is audited (a live channel's actor).
 *
 * Inside a transaction the same actor goes on with the transaction as its `db` (`inTransaction`), and the same record.
 */
export type Actor = Scope & { caller: Caller; deps: Deps; language: UiLanguage; disclosed?: Disclosed | null };

/**
 * The same for calls a guest may make (the public catalogue, the school's face): the school found by the token or
 * by the address the guest opened, and the caller when one is signed in.
 */
export type Visitor = Scope & {
  caller: Caller | null;
  deps: Deps;
  language: UiLanguage;
  disclosed?: Disclosed | null;
};
