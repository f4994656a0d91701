export { SchoolTwoFactorSwitch } from "./components/SchoolTwoFactorSwitch";
export { SignInSecondStep } from "./components/SignInSecondStep";
export { TwoFactorSection } from "./components/TwoFactorSection";
