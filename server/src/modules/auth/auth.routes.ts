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
import { defineRoute, type RouteDef, signedIn } from "../../core/route.js";
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
    handler: async ({ body, ctx }) =>
      setSignInCookies(
        ctx.deps,
        ctx.reply,
        await auth.login(ctx.deps, body, { address: ctx.request.ip, device: readDeviceCookie(ctx.request) }),
      ),
  }),
  defineRoute(refreshSession, {
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
    handler: async ({ ctx }) => {
      await auth.logout(ctx.deps, signedIn(ctx).userId);
      clearSessionCookie(ctx.reply);
      return undefined;
    },
  }),
  defineRoute(register, {
    handler: async ({ body, ctx }) => {
      const domain = body.domain || ctx.request.hostname.split(":")[0] || "";
      return setSessionCookie(
        ctx.deps,
        ctx.reply,
        await auth.register(ctx.deps, body, { domain, address: ctx.request.ip }),
      );
    },
  }),
  defineRoute(generateOtp, {
    handler: async ({ body, ctx }) => {
      await auth.generateOtp(ctx.deps, body, ctx.request.ip);
      return { detail: "The code has been sent" };
    },
  }),
  defineRoute(checkOtp, {
    handler: async ({ query, ctx }) => {
      const session = await auth.checkOtp(ctx.deps, query, ctx.request.ip);
      if (!session) return { verified: true as const };
      return { verified: true as const, ...setSessionCookie(ctx.deps, ctx.reply, session) };
    },
  }),
  defineRoute(markFirstVisit, {
    allowInactiveSchool: true,
    handler: async ({ ctx }) => {
      await auth.markFirstVisit(ctx.deps, signedIn(ctx).userId);
      return { detail: "ok" };
    },
  }),
  defineRoute(sendResetLink, {
    handler: async ({ body, ctx }) => {
      await auth.sendResetLink(ctx.deps, body.email, ctx.request.ip);
      return { detail: "If the address is registered, a link has been sent to it" };
    },
  }),
  defineRoute(setPassword, {
    handler: async ({ body, ctx }) => {
      await auth.setPassword(ctx.deps, body);
      return { detail: "The password has been changed" };
    },
  }),
  defineRoute(changePassword, {
    allowInactiveSchool: true,
    handler: async ({ body, ctx }) =>
      setSessionCookie(ctx.deps, ctx.reply, await auth.changePassword(ctx.deps, signedIn(ctx).userId, body)),
  }),
  defineRoute(checkEmail, {
    handler: async ({ query, ctx }) => ({ exists: await auth.emailExists(ctx.deps, query.email, ctx.request.ip) }),
  }),
];
