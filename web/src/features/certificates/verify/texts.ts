import { addFeatureTexts } from "../../../ui/feature-texts";
import en from "./locales/en.json";
import kk from "./locales/kk.json";
import ru from "./locales/ru.json";

/**
 * The verification page's texts (`verifyCertificate.*`), in the page's own chunk: only a holder's QR code opens it,
 * so every other first screen need not download them. Imported for its effect.
 */
addFeatureTexts("verifyCertificate", { en, ru, kk });
