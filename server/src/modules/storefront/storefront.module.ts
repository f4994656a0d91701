import { defineModule } from "../../core/module-manifest.js";

/**
 * The storefront serves no API route: its guest pages, brand files and search-engine files are pages and files of the
 * site, which app.ts registers beside the web app.
 */
export const storefrontModule = defineModule({
  name: "storefront",
  routes: [],
});
