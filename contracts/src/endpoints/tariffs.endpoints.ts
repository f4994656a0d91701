import { myTariff, tariffCalcQuery, tariffCheckout, tariffPayBody, tariffPrice } from "../tariffs.js";
import { endpoint } from "./endpoint.js";

const tags = ["tariffs"];

export const calcTariff = endpoint({
  method: "GET",
  path: "pay/calc_tariff/",
  permission: "tariff.manage",
  summary: "The price of a tariff for `std` students and `month` months, tier by tier, with the prepayment discount",
  tags,
  query: tariffCalcQuery,
  response: tariffPrice,
});

export const getMyTariff = endpoint({
  method: "GET",
  path: "pay/get_my_tariff/",
  permission: "tariff.manage",
  summary: "The school's current tariff, whether it is active, the next payment date and the payment history",
  tags,
  response: myTariff,
});

export const payTariff = endpoint({
  method: "POST",
  path: "pay/pay_tariff/",
  permission: "tariff.manage",
  summary: "Opens an order for a tariff priced on the server and answers the provider's checkout address",
  tags,
  body: tariffPayBody,
  response: tariffCheckout,
  status: 201,
});
