/** The staff side of payments (decision 0053): a program's payments and a student's purchases with their history. */
export { ProgramPaymentsPanel } from "./ProgramPaymentsPanel";
export { StudentPaymentsSection } from "./StudentPaymentsSection";
