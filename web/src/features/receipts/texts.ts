import { addFeatureTexts } from "../../ui/feature-texts";
import en from "./locales/en.json";
import kk from "./locales/kk.json";
import ru from "./locales/ru.json";

/** The receipts' texts (`receipts.*`), loaded with the feature's code. */
addFeatureTexts("receipts", { en, ru, kk });
