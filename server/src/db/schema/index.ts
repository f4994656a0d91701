export * from "./auth.js";
export * from "./catalogue.js";
export * from "./groups.js";
export * from "./learning.js";
export * from "./payments.js";
export * from "./schools.js";
export * from "./student-profile.js";
export * from "./users.js";
