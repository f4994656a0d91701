/** The mailing screens' query keys. */
export const mailingsKeys = {
  all: ["mailings"] as const,
  list: (page: number) => ["mailings", "list", page] as const,
  detail: (id: number) => ["mailings", "detail", id] as const,
  log: (id: number, page: number) => ["mailings", "log", id, page] as const,
  preview: (target: object) => ["mailings", "preview", target] as const,
  templates: ["mailings", "templates"] as const,
  settings: ["mailings", "settings"] as const,
};
