import { addFeatureTexts } from "../../ui/feature-texts";
import en from "./locales/en.json";
import kk from "./locales/kk.json";
import ru from "./locales/ru.json";

/**
 * The CRM's texts (`crm.*`): the user list's extra columns, saved views and grouped filters, and the student page's
 * header (decisions 0085, 0086), loaded with the users feature. Imported for its effect by the screens that name them.
 */
addFeatureTexts("crm", { en, ru, kk });
