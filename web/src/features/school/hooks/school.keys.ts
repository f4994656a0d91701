export const schoolKeys = {
  all: ["school"] as const,
  guestInfo: (domain: string) => [...schoolKeys.all, "guest-info", domain] as const,
  logo: (domain: string) => [...schoolKeys.all, "logo", domain] as const,
};
