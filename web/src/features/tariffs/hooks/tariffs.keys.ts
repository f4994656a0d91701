export const tariffKeys = {
  all: ["tariffs"] as const,
  mine: (schoolId: number) => [...tariffKeys.all, "mine", schoolId] as const,
  price: (students: number, months: number) => [...tariffKeys.all, "price", students, months] as const,
};
