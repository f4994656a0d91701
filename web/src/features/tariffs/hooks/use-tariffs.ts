import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { useSession } from "../../session";
import { fetchMyTariff, fetchTariffPrice, openTariffCheckout } from "../api/tariffs.api";
import { tariffKeys } from "./tariffs.keys";

/** The school's tariff; `pollMs` asks again while a payment is on its way (the thank-you page). */
export function useMyTariffQuery(options: { pollMs?: number | false } = {}) {
  const schoolId = useSession().claims?.school_id ?? 0;
  return useQuery({
    queryKey: tariffKeys.mine(schoolId),
    queryFn: ({ signal }) => fetchMyTariff(signal),
    refetchInterval: options.pollMs ?? false,
    meta: { silent: true },
  });
}

/** The price of a size the calculator holds; the last price stays on screen while the next one loads. */
export function useTariffPriceQuery(input: { students: number; months: number } | null) {
  return useQuery({
    queryKey: tariffKeys.price(input?.students ?? 0, input?.months ?? 0),
    queryFn: ({ signal }) => fetchTariffPrice(input!, signal),
    enabled: input !== null,
    placeholderData: keepPreviousData,
    staleTime: 10 * 60_000,
  });
}

/** Opens the order and leaves for the provider's checkout page. */
export function usePayTariffMutation() {
  return useMutation({
    mutationFn: openTariffCheckout,
    onSuccess: (answer) => window.location.assign(answer.checkout_url),
  });
}
