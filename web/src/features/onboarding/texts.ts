import { addFeatureTexts } from "../../ui/feature-texts";
import en from "./locales/en.json";
import kk from "./locales/kk.json";
import ru from "./locales/ru.json";

/**
 * The onboarding's texts (`onboarding.*`: tour, wizard, a student's education and applications), loaded with the
 * feature (see addFeatureTexts). Imported for its effect by each entry point (the tour and wizard, the settings'
 * education and applications tabs).
 */
addFeatureTexts("onboarding", { en, ru, kk });
