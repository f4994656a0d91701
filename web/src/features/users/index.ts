// The user list and the student page; what other features show of them.
export { StudentStandingHeader } from "./components/StudentStandingHeader";
