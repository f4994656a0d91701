import { newOpaqueToken } from "./tokens.js";

/** A student's personal code that links their account to the school's chat bot: ten letters and digits. */
export const newChatCode = () =>
  newOpaqueToken()
    .slice(0, 10)
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, "7");
