import { useQueryClient } from "@tanstack/react-query";
import { catalogueKeys } from "../catalogue";
import { courseAdminKeys } from "./course-admin.keys";

/** Any program change shows in the staff list, the catalogue and the program pages. */
export function useInvalidateCourses() {
  const queryClient = useQueryClient();
  return (courseId?: number) => {
    void queryClient.invalidateQueries({ queryKey: courseAdminKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: catalogueKeys.all });
    if (courseId !== undefined) {
      void queryClient.invalidateQueries({ queryKey: courseAdminKeys.detail(courseId) });
      void queryClient.invalidateQueries({ queryKey: courseAdminKeys.rounds(courseId) });
    }
  };
}
