// Automation rules (issue 37, decision 0150): the school admin's rules, their preview and their log.
export { AutomationScreen } from "./components/AutomationScreen";
