export { AppVersion } from "./components/AppVersion";
