import { addFeatureTexts } from "../../ui/feature-texts";
import en from "./locales/en.json";
import kk from "./locales/kk.json";
import ru from "./locales/ru.json";

/** Tranches paid online and instalments (`tranchePay.*`), loaded with the screens that show them. */
addFeatureTexts("tranchePay", { en, ru, kk });
