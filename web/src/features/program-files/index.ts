export { ProgramFilesCard } from "./components/ProgramFilesCard";
export { programFileKeys } from "./program-files.keys";
