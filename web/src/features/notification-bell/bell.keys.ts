export const bellKeys = {
  all: ["notification-bell"] as const,
  feed: (userId: number) => [...bellKeys.all, "feed", userId] as const,
};
