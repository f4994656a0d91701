import { type Env, paymentProviderOf } from "../../config.js";
import { createCloudPayments } from "./cloudpayments.js";
import { createDevelopmentProvider, type DevelopmentProvider, developmentSecret } from "./development.js";
import type { PaymentProvider } from "./provider.js";

/**
 * The payment providers of this platform (decision 0052): `checkout` opens every new order; `byName` finds the one
 * a notification route or a refund names; `development` is the local provider, present only while it is the one
 * configured (its checkout page and notification route refuse otherwise; decision 0124 says when production takes it).
 */
export type PaymentProviders = {
  checkout: PaymentProvider;
  byName: ReadonlyMap<string, PaymentProvider>;
  development: DevelopmentProvider | null;
};

export function createPaymentProviders(
  env: Pick<
    Env,
    "NODE_ENV" | "PAYMENTS_PROVIDER" | "CLOUDPAYMENTS_PUBLIC_ID" | "CLOUDPAYMENTS_API_SECRET" | "CLOUDPAYMENTS_API_URL"
  >,
  signingSecret: string,
): PaymentProviders {
  if (paymentProviderOf(env) === "cloudpayments" && env.CLOUDPAYMENTS_PUBLIC_ID && env.CLOUDPAYMENTS_API_SECRET) {
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
