/**
 * The storefront's face for other modules: the school's storefront origin, which a certificate's verification link is
 * written against.
 */

export { originOfSchool } from "./seo/seo.routes.js";
export { storefrontModule } from "./storefront.module.js";
