export { LapsedSchoolNotice } from "./components/LapsedSchoolNotice";

/** The settings tab "tariff" in a chunk of its own: only the school admin opens it. */
export const loadTariffTab = () => import("./components/TariffTab");
/** The tariff's thank-you page, drawn with Ant Design. */
export const loadTariffSuccess = () =>
  import("./components/TariffSuccess").then((module) => ({ default: module.TariffSuccess }));
