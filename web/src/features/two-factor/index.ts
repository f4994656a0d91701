export { SchoolTwoFactorSwitch } from "./components/SchoolTwoFactorSwitch";
export { SignInSecondStep } from "./components/SignInSecondStep";
export { StaffPasswordOnlyCard } from "./components/StaffPasswordOnly";
export { TwoFactorSection } from "./components/TwoFactorSection";
