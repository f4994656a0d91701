export { StatusTag } from "./components/StatusTag";
