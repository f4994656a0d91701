import { UnderConstruction } from "../ui/UnderConstruction";

export function CatalogPage() {
  return <UnderConstruction routeKey="catalog" />;
}
