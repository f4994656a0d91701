import { Card } from "antd";
import { lazy, Suspense } from "react";
import { loadTariffSuccess } from "../features/tariffs";
import { FullPageSpin } from "../ui/FullPageSpin";

const TariffSuccess = lazy(loadTariffSuccess);

/** /success/tariff/:orderId/…: the order's real state, read from the server (decision 0055). */
export function SuccessTariffPage() {
  return (
    <Card className="auth-card" variant="borderless" data-testid="success-tariff">
      <Suspense fallback={<FullPageSpin />}>
        <TariffSuccess />
      </Suspense>
    </Card>
  );
}
