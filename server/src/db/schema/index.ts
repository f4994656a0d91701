export * from "./auth.js";
export * from "./schools.js";
export * from "./users.js";
