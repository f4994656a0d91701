/** Query keys of the school's requisites, per school. */
export const requisitesKeys = {
  all: ["requisites"] as const,
  school: (schoolId: number) => [...requisitesKeys.all, "school", schoolId] as const,
};
