/**
 * The profile module's face for other modules: a user's profile as the API answers it (users).
 */

export { profileModule } from "./profile.module.js";
export { getProfile } from "./profile.service.js";
