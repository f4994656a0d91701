/** Query keys of the WhatsApp screens: the school's number per school, a student's link per user. */
export const whatsappKeys = {
  all: ["whatsapp"] as const,
  school: (schoolId: number) => [...whatsappKeys.all, "school", schoolId] as const,
  link: (userId: number) => [...whatsappKeys.all, "link", userId] as const,
};
