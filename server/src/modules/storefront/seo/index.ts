export { type StorefrontPage, storefrontHead } from "./head.js";
export { originOfSchool, registerSeoRoutes, SEO_ROUTES } from "./seo.routes.js";
