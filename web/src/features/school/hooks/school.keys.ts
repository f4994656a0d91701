/** The school's texts come in the interface language: each language has its own cache entry. */
export const schoolKeys = {
  all: ["school"] as const,
  guestInfo: (domain: string, language: string) => [...schoolKeys.all, "guest-info", domain, language] as const,
  logo: (domain: string, language: string) => [...schoolKeys.all, "logo", domain, language] as const,
  own: (schoolId: number) => [...schoolKeys.all, "own", schoolId] as const,
  currencies: () => [...schoolKeys.all, "currencies"] as const,
};
