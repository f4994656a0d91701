export { BRAND_ROUTES, registerBrandRoutes, SCHOOL_ICON_PATH } from "./brand.routes.js";
export { ogImagePath, ogImageVersion } from "./og-image-path.js";
