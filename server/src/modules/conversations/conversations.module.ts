import { defineModule } from "../../core/module-manifest.js";
import { conversationRoutes } from "./conversations.routes.js";
import { formMessageJob } from "./form-message.job.js";
import { deliverReplyJob } from "./reply-delivery.job.js";

export const conversationsModule = defineModule({
  name: "conversations",
  routes: conversationRoutes,
  jobs: {
    "conversation.deliver": deliverReplyJob,
    "conversation.form-message": formMessageJob,
  },
});
