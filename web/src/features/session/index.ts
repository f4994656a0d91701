export { decodeAccessClaims } from "./access-claims";
export { GUEST_HOME_PATH, homePathFor } from "./home-path";
export { SAVED_FILTER_KEYS, type SavedFilterKey } from "./saved-filters";
export { notifyUserDataChanged } from "./session.store";
export { endSession, keepLanguageChoice, replaceAccessToken, restoreSession, startSession } from "./session-actions";
export { useCan } from "./use-can";
export { useSession } from "./use-session";
export { clearSignedInStorage, readUserData, updateUserData } from "./user-data";
