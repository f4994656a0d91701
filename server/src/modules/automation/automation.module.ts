import { defineModule } from "../../core/module-manifest.js";
import { automationRoutes } from "./automation.routes.js";
import { automationEventJob, automationRulesReaction } from "./rule-runner.js";
import { dispatchRuleSweepsJob, schoolRuleSweepJob } from "./rule-sweep.js";

export const automationModule = defineModule({
  name: "automation",
  routes: automationRoutes,
  jobs: {
    "automation.event": automationEventJob,
    "automation.dispatch-sweeps": dispatchRuleSweepsJob,
    "automation.school-sweep": schoolRuleSweepJob,
  },
  recordedEventReactions: [automationRulesReaction],
});
