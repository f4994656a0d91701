import { addFeatureTexts } from "../../ui/feature-texts";
import en from "./locales/en.json";
import kk from "./locales/kk.json";
import ru from "./locales/ru.json";

/** The two-factor texts (`twoFactor.*`): the profile's section, the sign-in's second step, the school's switch. */
addFeatureTexts("twoFactor", { en, ru, kk });
