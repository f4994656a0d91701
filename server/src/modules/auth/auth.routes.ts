import {
  changePassword,
  checkEmail,
  checkOtp,
  generateOtp,
  login,
  logout,
  markFirstVisit,
  refreshSession,
  register,
  sendResetLink,
  setPassword,
} from "@school/contracts";
import { defineRoute, type RouteDef } from "../../core/route.js";
import * as auth from "./auth.service.js";
import {
  clearSessionCookie,
  readDeviceCookie,
  readRefreshCookie,
  setSessionCookie,
  setSignInCookies,
} from "./session-cookie.js";

export const authRoutes: RouteDef[] = [
  defineRoute(login, {
    crossSchool: "sign-in by e-mail or phone finds the account, and so its school",
    handler: async ({ body, ctx }) =>
      setSignInCookies(
        ctx.deps,
        ctx.reply,
        await auth.login(ctx.deps, {
          body,
          client: { address: ctx.request.ip, device: readDeviceCookie(ctx.request) },
        }),
      ),
  }),
  defineRoute(refreshSession, {
    crossSchool: "the refresh cookie names the session, and so its user and school",
    handler: async ({ ctx }) => {
      const presented = readRefreshCookie(ctx.request);
      if (!presented) return { access: null };
      try {
        return setSessionCookie(ctx.deps, ctx.reply, await auth.refresh(ctx.deps, presented));
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
      await auth.generateOtp(ctx.deps, { body, address: ctx.request.ip });
      return { detail: "The code has been sent" };
    },
  }),
  defineRoute(checkOtp, {
    crossSchool: "the code signs in the account its phone number finds, in whichever school",
    handler: async ({ query, ctx }) => {
      const session = await auth.checkOtp(ctx.deps, { query, address: ctx.request.ip });
      if (!session) return { verified: true as const };
      return { verified: true as const, ...setSessionCookie(ctx.deps, ctx.reply, session) };
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
      await auth.sendResetLink(ctx.deps, { email: body.email, address: ctx.request.ip });
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
