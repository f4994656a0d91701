/** What the session's tests stand in for a browser with: its storage and a signed-in user's token. */

/** Node has no Web Storage: the smallest one that behaves as a browser's (keys in insertion order). */
export class MemoryStorage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

/** An unsigned token with the claims the web reads (the client never verifies it). */
export function tokenFor(userId: number, times = { exp: 0, iat: 0 }): string {
  const claims = {
    first_name: "A",
    role: "student",
    tariff_status: true,
    first_visit: false,
    email: "a@b.kz",
    user_id: userId,
    school_id: 1,
    currency: "KZT",
    language: null,
    ...times,
  };
  return `x.${Buffer.from(JSON.stringify(claims)).toString("base64url")}.y`;
}
