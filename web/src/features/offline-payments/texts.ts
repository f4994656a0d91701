import { addFeatureTexts } from "../../ui/feature-texts";
import en from "./locales/en.json";
import kk from "./locales/kk.json";
import ru from "./locales/ru.json";

/** The offline payments' texts (`offlinePayments.*`), loaded with their screens (see addFeatureTexts). */
addFeatureTexts("offlinePayments", { en, ru, kk });
