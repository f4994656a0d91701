/**
 * The marketing module's face for other modules: where a new account came from, its marks and its referrer (auth's
 * sign-up).
 */

export { marketingModule } from "./marketing.module.js";
export { attributionOf } from "./referrals/referrals.service.js";
