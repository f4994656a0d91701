import {
  accessResponse,
  changePasswordBody,
  checkEmailQuery,
  checkEmailResponse,
  checkOtpQuery,
  checkOtpResponse,
  detailResponse,
  generateOtpBody,
  loginBody,
  registerBody,
  sendResetBody,
  setPasswordBody,
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

const tags = ["auth"];

export const authRoutes: RouteDef[] = [
  defineRoute({
    method: "POST",
    path: "user/accounts/login/",
    permission: "account.signIn",
    summary: "Sign in by e-mail or phone and password",
    tags,
    body: loginBody,
    response: accessResponse,
    handler: async ({ body, ctx }) =>
      setSignInCookies(
        ctx.deps,
        ctx.reply,
        await auth.login(ctx.deps, body, { address: ctx.request.ip, device: readDeviceCookie(ctx.request) }),
      ),
  }),
  defineRoute({
    method: "POST",
    path: "user/accounts/refresh/",
    permission: "account.signIn",
    summary: "Renew the access token from the refresh cookie (extension)",
    tags,
    response: accessResponse,
    handler: async ({ ctx }) =>
      setSessionCookie(ctx.deps, ctx.reply, await auth.refresh(ctx.deps, readRefreshCookie(ctx.request))),
  }),
  defineRoute({
    method: "POST",
    path: "user/accounts/logout/",
    permission: "session.own",
    allowInactiveSchool: true,
    summary: "End every session of the caller",
    tags,
    response: null,
    status: 204,
    handler: async ({ ctx }) => {
      await auth.logout(ctx.deps, signedIn(ctx).userId);
      clearSessionCookie(ctx.reply);
      return undefined;
    },
  }),
  defineRoute({
    method: "POST",
    path: "user/accounts/create/",
    permission: "account.signIn",
    summary: "Register a student in the school of the request's domain",
    tags,
    body: registerBody,
    response: accessResponse,
    status: 201,
    handler: async ({ body, ctx }) => {
      const domain = body.domain || ctx.request.hostname.split(":")[0] || "";
      return setSessionCookie(
        ctx.deps,
        ctx.reply,
        await auth.register(ctx.deps, body, { domain, address: ctx.request.ip }),
      );
    },
  }),
  defineRoute({
    method: "POST",
    path: "user/accounts/generate_otp/",
    permission: "account.signIn",
    summary: "Send a 6-digit code by e-mail or SMS (replaces an earlier code)",
    tags,
    body: generateOtpBody,
    response: detailResponse,
    handler: async ({ body, ctx }) => {
      await auth.generateOtp(ctx.deps, body, ctx.request.ip);
      return { detail: "The code has been sent" };
    },
  }),
  defineRoute({
    method: "GET",
    path: "user/accounts/check_otp/",
    permission: "account.signIn",
    summary: "Check a code; signs the account in when one matches",
    tags,
    query: checkOtpQuery,
    response: checkOtpResponse,
    handler: async ({ query, ctx }) => {
      const session = await auth.checkOtp(ctx.deps, query, ctx.request.ip);
      if (!session) return { verified: true as const };
      return { verified: true as const, ...setSessionCookie(ctx.deps, ctx.reply, session) };
    },
  }),
  defineRoute({
    method: "POST",
    path: "user/accounts/first_visit/",
    permission: "session.own",
    allowInactiveSchool: true,
    summary: "Mark the caller's first visit as done",
    tags,
    response: detailResponse,
    handler: async ({ ctx }) => {
      await auth.markFirstVisit(ctx.deps, signedIn(ctx).userId);
      return { detail: "ok" };
    },
  }),
  defineRoute({
    method: "POST",
    path: "user/accounts/send_link_reset/",
    permission: "account.signIn",
    summary: "E-mail a single-use password reset link (same answer whether or not the e-mail exists)",
    tags,
    body: sendResetBody,
    response: detailResponse,
    handler: async ({ body, ctx }) => {
      await auth.sendResetLink(ctx.deps, body.email, ctx.request.ip);
      return { detail: "If the address is registered, a link has been sent to it" };
    },
  }),
  defineRoute({
    method: "POST",
    path: "user/accounts/set_password/",
    permission: "account.signIn",
    summary: "Set a new password with the token of a reset link",
    tags,
    body: setPasswordBody,
    response: detailResponse,
    handler: async ({ body, ctx }) => {
      await auth.setPassword(ctx.deps, body);
      return { detail: "The password has been changed" };
    },
  }),
  defineRoute({
    method: "POST",
    path: "user/accounts/change_password/",
    permission: "session.own",
    allowInactiveSchool: true,
    summary: "Change the caller's password; ends every other session (extension)",
    tags,
    body: changePasswordBody,
    response: accessResponse,
    handler: async ({ body, ctx }) =>
      setSessionCookie(ctx.deps, ctx.reply, await auth.changePassword(ctx.deps, signedIn(ctx).userId, body)),
  }),
  defineRoute({
    method: "GET",
    path: "check/email/",
    permission: "account.signIn",
    summary: "Whether an e-mail is already registered (registration form)",
    tags,
    query: checkEmailQuery,
    response: checkEmailResponse,
    handler: async ({ query, ctx }) => ({ exists: await auth.emailExists(ctx.deps, query.email, ctx.request.ip) }),
  }),
];
