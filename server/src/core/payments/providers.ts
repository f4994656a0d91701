import type { Env } from "../../config.js";
import { createCloudPayments } from "./cloudpayments.js";
import { createDevelopmentProvider, type DevelopmentProvider, developmentSecret } from "./development.js";
import type { PaymentProvider } from "./provider.js";

/**
 * The payment providers of this platform (decision 0052): `checkout` opens every new order; `byName` finds the one
 * a notification route or a refund names; `development` is the local provider, present only while no real provider
 * is configured (its checkout page and notification route refuse otherwise).
 */
export type PaymentProviders = {
  checkout: PaymentProvider;
  byName: ReadonlyMap<string, PaymentProvider>;
  development: DevelopmentProvider | null;
};

export function createPaymentProviders(
  env: Pick<Env, "CLOUDPAYMENTS_PUBLIC_ID" | "CLOUDPAYMENTS_API_SECRET" | "CLOUDPAYMENTS_API_URL">,
  signingSecret: string,
): PaymentProviders {
  if (env.CLOUDPAYMENTS_PUBLIC_ID && env.CLOUDPAYMENTS_API_SECRET) {
    const cloudPayments = createCloudPayments({
      publicId: env.CLOUDPAYMENTS_PUBLIC_ID,
      apiSecret: env.CLOUDPAYMENTS_API_SECRET,
      apiUrl: env.CLOUDPAYMENTS_API_URL,
    });
    return { checkout: cloudPayments, byName: new Map([[cloudPayments.name, cloudPayments]]), development: null };
  }
  const development = createDevelopmentProvider(developmentSecret(signingSecret));
  return { checkout: development, byName: new Map([[development.name, development]]), development };
}
