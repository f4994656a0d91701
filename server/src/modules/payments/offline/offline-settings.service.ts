import { randomBytes } from "node:crypto";
import {
  missingRequisites,
  type OfflinePaymentSettings,
  type OfflinePaymentSettingsBody,
  type RequiredRequisite,
} from "@school/contracts";
import type { Actor } from "../../../core/access/actor.js";
import type { SchoolWork, Scope } from "../../../core/tenancy/scope.js";
import { type Requisites, schoolRequisitesOf } from "../../requisites/index.js";
import * as queries from "./offline.queries.js";

/**
 * The school's Kaspi and bank-transfer settings (decision 0160), beside its requisites in the settings: Kaspi is
 * offered once it is switched on and has a link or a QR; a transfer once it is switched on and the requisites an
 * invoice needs are filled (the student pays to them).
 */

/** What a file's detected type is stored as: the key's extension decides the type it is served with. */
export const EXTENSION_OF: Record<string, string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
  "application/pdf": "pdf",
};

export type OfflineSetup = {
  settings: queries.SettingsRow | undefined;
  requisites: Requisites;
  requisitesMissing: RequiredRequisite[];
  kaspi: boolean;
  transfer: boolean;
};

/** The school's settings and what they offer now. */
export async function offlineSetup(scope: Scope): Promise<OfflineSetup> {
  const settings = await queries.settingsOf(scope);
  const requisites = await schoolRequisitesOf(scope);
  const requisitesMissing = missingRequisites(
    {
      legal_name: requisites.legalName,
      bin: requisites.bin,
      legal_address: requisites.legalAddress,
      director_name: requisites.directorName,
      bank_name: requisites.bankName,
      iik: requisites.iik,
      bik: requisites.bik,
      kbe: requisites.kbe,
    },
    "invoice",
  );
  return {
    settings,
    requisites,
    requisitesMissing,
    kaspi: Boolean(settings?.kaspiEnabled && (settings.kaspiLink !== "" || settings.kaspiQrKey)),
    transfer: Boolean(settings?.transferEnabled) && requisitesMissing.length === 0,
  };
}

function toAnswer(scope: SchoolWork, setup: OfflineSetup): OfflinePaymentSettings {
  const { settings } = setup;
  return {
    kaspi_enabled: settings?.kaspiEnabled ?? false,
    kaspi_link: settings?.kaspiLink ?? "",
    kaspi_comment: settings?.kaspiComment ?? "",
    transfer_enabled: settings?.transferEnabled ?? false,
    kaspi_qr_url: settings?.kaspiQrKey ? scope.deps.storage.url(settings.kaspiQrKey) : null,
    kaspi_available: setup.kaspi,
    transfer_available: setup.transfer,
    requisites_missing: setup.requisitesMissing,
  };
}

export async function getSettings(actor: Actor): Promise<OfflinePaymentSettings> {
  return toAnswer(actor, await offlineSetup(actor));
}

export async function setSettings(actor: Actor, body: OfflinePaymentSettingsBody): Promise<OfflinePaymentSettings> {
  await queries.saveSettings(actor, {
    kaspiEnabled: body.kaspi_enabled,
    kaspiLink: body.kaspi_link,
    kaspiComment: body.kaspi_comment,
    transferEnabled: body.transfer_enabled,
  });
  return getSettings(actor);
}

/** A new QR replaces the old one, whose file goes once the row names the new one. */
export async function replaceKaspiQr(
  actor: Actor,
  image: { data: Buffer; mime: string },
): Promise<OfflinePaymentSettings> {
  const previous = (await queries.settingsOf(actor))?.kaspiQrKey ?? null;
  const key = `school-payments/${actor.schoolId}/kaspi-qr-${randomBytes(8).toString("hex")}.${EXTENSION_OF[image.mime]}`;
  await actor.deps.storage.put(key, image.data, image.mime);
  await queries.saveSettings(actor, { kaspiQrKey: key });
  if (previous) await actor.deps.storage.remove(previous);
  return getSettings(actor);
}

export async function removeKaspiQr(actor: Actor): Promise<OfflinePaymentSettings> {
  const previous = (await queries.settingsOf(actor))?.kaspiQrKey ?? null;
  await queries.saveSettings(actor, { kaspiQrKey: null });
  if (previous) await actor.deps.storage.remove(previous);
  return getSettings(actor);
}
