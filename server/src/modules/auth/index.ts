/**
 * The auth module's face for other modules: the page cookie and the access token a server-drawn page is signed in with
 * (the storefront, decision 0176), the invitations that let accounts the school made set their first password (users),
 * and ending an account's sessions (the student checklist).
 */

export { authModule } from "./auth.module.js";
export { revokeSessionsOf } from "./auth.queries.js";
export { accessForPage } from "./auth.service.js";
export { inviteUsers } from "./invitations.js";
export { readPageCookie } from "./session-cookie.js";
