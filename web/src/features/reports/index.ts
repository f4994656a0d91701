export { ReportBarChart } from "./components/ProgressChart";
export { ReportCard } from "./components/ReportCard";
export type { Period } from "./period";
export { reportKeys } from "./reports.keys";
