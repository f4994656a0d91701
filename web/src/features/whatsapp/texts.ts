import { addFeatureTexts } from "../../ui/feature-texts";
import en from "./locales/en.json";
import kk from "./locales/kk.json";
import ru from "./locales/ru.json";

/** WhatsApp's texts (`whatsapp.*`): the school's number in the settings and a student's link. Imported for its effect. */
addFeatureTexts("whatsapp", { en, ru, kk });
