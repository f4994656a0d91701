export { BRAND_ROUTES, registerBrandRoutes } from "./brand.routes.js";
export { ogImagePath, ogImageVersion } from "./og-image-path.js";
