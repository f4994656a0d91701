export { MessageUsersButton } from "./components/MessageUsersButton";
export { TemplateSendFields } from "./components/TemplateSendFields";
export { mailingsKeys } from "./mailings.keys";

/** The settings' newsletter tab (mailings, greetings, templates) in a chunk of its own. */
export const loadMailingsTab = () =>
  import("./components/MailingsTab").then((module) => ({ default: module.MailingsTab }));
