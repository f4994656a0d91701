import { addFeatureTexts } from "../../ui/feature-texts";
import en from "./locales/en.json";
import kk from "./locales/kk.json";
import ru from "./locales/ru.json";

/** The staff payment screens' texts (`staffPayments.*`), loaded with the feature's code. */
addFeatureTexts("staffPayments", { en, ru, kk });
