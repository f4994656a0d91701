/**
 * The parts of tranche payments that lighter screens show (a program's page, a closed lesson, locked lessons): each in a chunk of its
 * own with the feature's texts, so those screens carry neither until they need them.
 */
export const loadInstalmentOverdue = () =>
  import("./components/InstalmentOverdue").then((module) => ({ default: module.InstalmentOverdue }));
export const loadBuyInInstalments = () =>
  import("./components/BuyInInstalmentsButton").then((module) => ({ default: module.BuyInInstalmentsButton }));
export const loadLockedLessonsNotice = () =>
  import("./components/LockedLessonsNotice").then((module) => ({ default: module.LockedLessonsNotice }));
/** The program editor's instalments tab. */
export const loadInstalmentPlanPanel = () =>
  import("./components/InstalmentPlanPanel").then((module) => ({ default: module.InstalmentPlanPanel }));
