import { UnderConstruction } from "../ui/UnderConstruction";

export function SuccessTariffPage() {
  return <UnderConstruction routeKey="successTariff" />;
}
