/**
 * The help module's face for other modules: the registration's consent to the school's legal texts, recorded when an
 * account signs up (auth).
 */

export { helpModule } from "./help.module.js";
export { recordRegistrationConsent } from "./legal/legal.service.js";
