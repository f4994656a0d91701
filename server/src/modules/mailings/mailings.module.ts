import { defineModule } from "../../core/module-manifest.js";
import {
  mailingDeliverEmailJob,
  mailingDeliverTelegramJob,
  mailingDeliverWhatsappJob,
  mailingFanOutJob,
} from "./delivery/delivery.jobs.js";
import { mailingRoutes } from "./mailings.routes.js";
import { dispatchGreetingsJob, schoolGreetingsJob } from "./templates/greetings.job.js";
import { unsubscribeRoutes } from "./unsubscribe/unsubscribe.routes.js";

export const mailingsModule = defineModule({
  name: "mailings",
  routes: [...mailingRoutes, ...unsubscribeRoutes],
  jobs: {
    "mailing.fan-out": mailingFanOutJob,
    "mailing.deliver-email": mailingDeliverEmailJob,
    "mailing.deliver-telegram": mailingDeliverTelegramJob,
    "mailing.deliver-whatsapp": mailingDeliverWhatsappJob,
    "greetings.dispatch": dispatchGreetingsJob,
    "greetings.school-day": schoolGreetingsJob,
  },
});
