/** The marketing screens' query keys. */
export const marketingKeys = {
  all: ["marketing"] as const,
  utmReport: (period: { from: string; to: string }) => ["marketing", "utm-report", period] as const,
  myReferral: ["marketing", "my-referral"] as const,
};
