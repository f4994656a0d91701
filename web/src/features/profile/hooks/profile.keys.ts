export const profileKeys = {
  all: ["profile"] as const,
  me: (userId: number) => [...profileKeys.all, "me", userId] as const,
  chatCode: (userId: number) => [...profileKeys.all, "chat-code", userId] as const,
};
