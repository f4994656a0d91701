import {
  changePassword,
  checkEmail,
  checkOtp,
  confirmTwoFactor,
  disableTwoFactor,
  generateOtp,
  getSchoolTwoFactor,
  getTwoFactor,
  login,
  loginEnrol,
  loginEnrolConfirm,
  loginSecondStep,
  logout,
  markFirstVisit,
  refreshSession,
  register,
  sendResetLink,
  setPassword,
  setSchoolTwoFactor,
  setUpTwoFactor,
} from "@school/contracts";
import type { FastifyRequest } from "fastify";
import { defineRoute, type RouteDef } from "../../core/route.js";
import { resolveGuestSchool } from "../../core/tenancy/school-context.js";
import type { Deps } from "../../deps.js";
import * as auth from "./auth.service.js";
import {
  clearSessionCookie,
  readDeviceCookie,
  readRefreshCookie,
  setSessionCookie,
  setSignInCookies,
} from "./session-cookie.js";
import * as twoFactor from "./two-factor.service.js";

/**
 * Who signs in from where: the address, the device cookie, the browser, and the school of the address the request
 * came to, whose accounts alone may sign in there (decisions 0020, 0128).
 */
async function signInClient(request: FastifyRequest, deps: Deps): Promise<auth.SignInClient> {
  return {
    address: request.ip,
    device: readDeviceCookie(request),
    userAgent: request.headers["user-agent"],
    schoolId: await resolveGuestSchool(request, deps),
  };
}

export const authRoutes: RouteDef[] = [
  defineRoute(login, {
    crossSchool: "sign-in by e-mail or phone finds the account, and so its school",
    handler: async ({ body, ctx }) => {
      const outcome = await auth.login(ctx.deps, { body, client: await signInClient(ctx.request, ctx.deps) });
      return "step" in outcome ? outcome.step : setSignInCookies(ctx.deps, ctx.reply, outcome.session);
    },
  }),
  defineRoute(loginSecondStep, {
    crossSchool: "the challenge names the account whose password was right, and so its school",
    handler: async ({ body, ctx }) =>
      setSignInCookies(
        ctx.deps,
        ctx.reply,
        await auth.loginSecondStep(ctx.deps, { body, client: await signInClient(ctx.request, ctx.deps) }),
      ),
  }),
  defineRoute(loginEnrol, {
    crossSchool: "the challenge names the account whose password was right, and so its school",
    handler: async ({ body, ctx }) =>
      auth.loginEnrol(ctx.deps, { body, client: await signInClient(ctx.request, ctx.deps) }),
  }),
  defineRoute(loginEnrolConfirm, {
    crossSchool: "the challenge names the account whose password was right, and so its school",
    handler: async ({ body, ctx }) => {
      const signedIn = await auth.loginEnrolConfirm(ctx.deps, {
        body,
        client: await signInClient(ctx.request, ctx.deps),
      });
      return { ...setSignInCookies(ctx.deps, ctx.reply, signedIn), recovery_codes: signedIn.recovery_codes };
    },
  }),
  defineRoute(getTwoFactor, {
    crossSchool: "an authenticator's secret and recovery codes are secrets no school's handle may read (decision 0129)",
    handler: ({ actor }) => twoFactor.twoFactorStatus(actor),
  }),
  defineRoute(setUpTwoFactor, {
    crossSchool: "an authenticator's secret and recovery codes are secrets no school's handle may read (decision 0129)",
    handler: ({ actor }) => twoFactor.setUpTwoFactor(actor),
  }),
  defineRoute(confirmTwoFactor, {
    crossSchool: "an authenticator's secret and recovery codes are secrets no school's handle may read (decision 0129)",
    handler: ({ actor, body }) => twoFactor.confirmTwoFactor(actor, body),
  }),
  defineRoute(disableTwoFactor, {
    crossSchool: "an authenticator's secret and recovery codes are secrets no school's handle may read (decision 0129)",
    handler: ({ actor, body }) => twoFactor.disableTwoFactor(actor, body),
  }),
  defineRoute(getSchoolTwoFactor, {
    crossSchool: "which staff have an authenticator is read from a table no school's handle may read (decision 0129)",
    handler: ({ actor }) => twoFactor.schoolTwoFactorRule(actor),
  }),
  defineRoute(setSchoolTwoFactor, {
    crossSchool:
      "requiring it reads whether the admin has an authenticator, a secret no school's handle may read (decision 0129)",
    handler: ({ actor, body }) => twoFactor.setSchoolTwoFactorRule(actor, body),
  }),
  defineRoute(refreshSession, {
    crossSchool: "the refresh cookie names the session, and so its user and school",
    handler: async ({ ctx }) => {
      const presented = readRefreshCookie(ctx.request);
      if (!presented) return { access: null };
      try {
        const schoolId = await resolveGuestSchool(ctx.request, ctx.deps);
        return setSessionCookie(ctx.deps, ctx.reply, await auth.refresh(ctx.deps, { presented, schoolId }));
      } catch (error) {
        // A dead cookie would otherwise be presented, and refused, on every page load until it expires.
        clearSessionCookie(ctx.reply);
        throw error;
      }
    },
  }),
  defineRoute(logout, {
    allowInactiveSchool: true,
    crossSchool: "ending the sessions revokes refresh tokens, secrets no school's handle may read (decision 0129)",
    handler: async ({ actor, ctx }) => {
      await auth.logout(actor);
      clearSessionCookie(ctx.reply);
      return undefined;
    },
  }),
  defineRoute(register, {
    crossSchool: "the account is created in the school its domain names, and the e-mail is unique across schools",
    handler: async ({ body, ctx }) => {
      const domain = body.domain || ctx.request.hostname.split(":")[0] || "";
      return setSessionCookie(
        ctx.deps,
        ctx.reply,
        await auth.register(ctx.deps, { body, domain, address: ctx.request.ip }),
      );
    },
  }),
  defineRoute(generateOtp, {
    crossSchool: "the phone number is looked up across schools, as sign-in finds the account",
    handler: async ({ body, ctx }) => {
      const schoolId = await resolveGuestSchool(ctx.request, ctx.deps);
      await auth.generateOtp(ctx.deps, { body, address: ctx.request.ip, schoolId });
      return { detail: "The code has been sent" };
    },
  }),
  defineRoute(checkOtp, {
    crossSchool: "the code signs in the account its phone number finds, in whichever school",
    handler: async ({ query, ctx }) => {
      const session = await auth.checkOtp(ctx.deps, { query, client: await signInClient(ctx.request, ctx.deps) });
      if (!session) return { verified: true as const };
      return { verified: true as const, ...setSignInCookies(ctx.deps, ctx.reply, session) };
    },
  }),
  defineRoute(markFirstVisit, {
    allowInactiveSchool: true,
    handler: async ({ actor }) => {
      await auth.markFirstVisit(actor);
      return { detail: "ok" };
    },
  }),
  defineRoute(sendResetLink, {
    crossSchool: "the e-mail is looked up across schools, as sign-in finds the account",
    handler: async ({ body, ctx }) => {
      const schoolId = await resolveGuestSchool(ctx.request, ctx.deps);
      await auth.sendResetLink(ctx.deps, { email: body.email, address: ctx.request.ip, schoolId });
      return { detail: "If the address is registered, a link has been sent to it" };
    },
  }),
  defineRoute(setPassword, {
    crossSchool: "the reset link names the account, and so its school",
    handler: async ({ body, ctx }) => {
      await auth.setPassword(ctx.deps, body);
      return { detail: "The password has been changed" };
    },
  }),
  defineRoute(changePassword, {
    allowInactiveSchool: true,
    crossSchool:
      "ending the old sessions and issuing a new one writes refresh tokens, secrets no school's handle may read",
    handler: async ({ body, actor, ctx }) =>
      setSessionCookie(actor.deps, ctx.reply, await auth.changePassword(actor, body)),
  }),
  defineRoute(checkEmail, {
    crossSchool: "e-mail addresses are unique across schools",
    handler: async ({ query, ctx }) => ({
      exists: await auth.emailExists(ctx.deps, { email: query.email, address: ctx.request.ip }),
    }),
  }),
];
