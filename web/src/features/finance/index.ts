/** The money screens (decision 0054): what other features show of them. /finance loads its screen by page. */
export { ActsSection } from "./components/ActsSection";
export { useMoneyFormat } from "./money";
