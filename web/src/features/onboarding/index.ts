// The settings page imports its education and application tabs' own modules; through this index every screen that
// wanted the loader below downloaded both tabs (decision 0174).

/** The education tab in a chunk of its own, for a screen that opens it on demand. */
export const loadEducationTab = () => import("./components/EducationTab");
