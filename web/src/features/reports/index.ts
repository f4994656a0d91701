export { reportKeys } from "./reports.keys";
