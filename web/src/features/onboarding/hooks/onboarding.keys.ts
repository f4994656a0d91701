export const onboardingKeys = {
  all: ["onboarding"] as const,
  educations: (userId: number) => [...onboardingKeys.all, "educations", userId] as const,
  languages: (userId: number) => [...onboardingKeys.all, "languages", userId] as const,
  certificates: (userId: number) => [...onboardingKeys.all, "certificates", userId] as const,
  progress: (userId: number, language: string) => [...onboardingKeys.all, "progress", userId, language] as const,
  eligible: (userId: number, language: string) => [...onboardingKeys.all, "eligible", userId, language] as const,
};
