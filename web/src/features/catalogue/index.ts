export { FILTER_ROWS } from "./catalog-filters";
export { RoundStateTag } from "./components/CourseRounds";
export { catalogueKeys } from "./hooks/catalogue.keys";
export { useCourseInfoQuery } from "./hooks/use-course-info.query";
export { youtubeEmbedUrl } from "./youtube";
