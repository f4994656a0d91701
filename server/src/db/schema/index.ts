export * from "./auth.js";
export * from "./catalogue.js";
export * from "./schools.js";
export * from "./users.js";
