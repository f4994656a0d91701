export { useChatCodeQuery, useRenewChatCode } from "./hooks/use-chat-code.query";
export { useProfileQuery } from "./hooks/use-profile.query";
