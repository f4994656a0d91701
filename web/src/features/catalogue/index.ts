export { FILTER_ROWS } from "./catalog-filters";
export { RoundStateTag } from "./components/CourseRounds";
export { catalogueKeys } from "./hooks/catalogue.keys";
export { youtubeEmbedUrl } from "./youtube";
