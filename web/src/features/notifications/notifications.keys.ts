export const notificationKeys = {
  all: ["notifications"] as const,
  preferences: (userId: number) => [...notificationKeys.all, "preferences", userId] as const,
  notices: (schoolId: number, page: number) => [...notificationKeys.all, "notices", schoolId, page] as const,
  noticesOf: (schoolId: number) => [...notificationKeys.all, "notices", schoolId] as const,
  people: (schoolId: number, q: string) => [...notificationKeys.all, "people", schoolId, q] as const,
};
