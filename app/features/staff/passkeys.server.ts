/**
 * Passkeys (WebAuthn, with SimpleWebAuthn): adding one while signed in, and proving one at the
 * second step of a sign-in. The relying party is the site itself: its ID is SITE_URL's host and
 * the only origin accepted is SITE_URL (never the request's Host). Each challenge is stored where
 * it was issued (the session adding a passkey or confirming it is its member, or the pending
 * sign-in) and used once.
 */
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import { and, eq } from "drizzle-orm";
import type { Session } from "~/.server/auth/session.server";
import type { Db } from "~/.server/db/client";
import { staffFactors, staffPendingSignIns, staffSessions } from "~/.server/db/schema/staff";
import { Refused } from "~/lib/forms/refusal";
import { siteConfig } from "~/lib/site-config";
import { addPasskey, type FactorNotice } from "./factors.server";

type Transport = "ble" | "cable" | "hybrid" | "internal" | "nfc" | "smart-card" | "usb";

const rpIdOf = (siteUrl: string) => new URL(siteUrl).hostname;

const passkeysOf = (db: Db, userId: number) =>
  db
    .select()
    .from(staffFactors)
    .where(and(eq(staffFactors.userId, userId), eq(staffFactors.kind, "passkey")));

/** Options for adding a passkey to the signed-in account; the challenge is kept on the session. */
export async function registrationOptions(db: Db, session: Session, siteUrl: string) {
  const existing = await passkeysOf(db, session.user.id);
  const options = await generateRegistrationOptions({
    rpName: `${siteConfig.name} admin`,
    rpID: rpIdOf(siteUrl),
    userName: session.user.email,
    userDisplayName: session.user.name,
    userID: new TextEncoder().encode(`staff-${session.user.id}`),
    attestationType: "none",
    excludeCredentials: existing.map((p) => ({
      id: p.credentialId ?? "",
      transports: (p.transports ?? []) as Transport[],
    })),
    authenticatorSelection: { residentKey: "preferred", userVerification: "preferred" },
  });
  await db.update(staffSessions).set({ challenge: options.challenge }).where(eq(staffSessions.id, session.id));
  return options;
}

const notAdded = () => new Refused({ code: "passkeyNotAdded" });

function parseResponse<T>(json: string): T {
  try {
    const value = JSON.parse(json) as unknown;
    if (value && typeof value === "object" && "id" in value && "response" in value) return value as T;
  } catch {
    // refused below
  }
  throw notAdded();
}

/** Checks the browser's answer to `registrationOptions` and adds the passkey; returns first recovery codes. */
export async function finishRegistration(
  db: Db,
  session: Session,
  siteUrl: string,
  json: string,
  label: string,
  notice?: FactorNotice,
) {
  const [row] = await db
    .select({ challenge: staffSessions.challenge })
    .from(staffSessions)
    .where(eq(staffSessions.id, session.id));
  if (!row?.challenge) throw notAdded();
  // a challenge is good for one answer
  await db.update(staffSessions).set({ challenge: null }).where(eq(staffSessions.id, session.id));
  const verification = await verifyRegistrationResponse({
    response: parseResponse(json),
    expectedChallenge: row.challenge,
    expectedOrigin: siteUrl,
    expectedRPID: rpIdOf(siteUrl),
    requireUserVerification: false,
  }).catch(() => null);
  if (!verification?.verified) throw notAdded();
  const { credential } = verification.registrationInfo;
  return addPasskey(
    db,
    session.user,
    {
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString("base64url"),
      counter: credential.counter,
      transports: credential.transports ?? [],
      label: label.trim() || "Passkey",
    },
    notice,
  );
}

/** Where a challenge to prove a passkey is kept: the pending sign-in, or the session confirming itself. */
export type ChallengeHolder = { pending: string } | { session: string };

function keepChallenge(db: Db, holder: ChallengeHolder, challenge: string | null) {
  return "pending" in holder
    ? db.update(staffPendingSignIns).set({ challenge }).where(eq(staffPendingSignIns.id, holder.pending))
    : db.update(staffSessions).set({ challenge }).where(eq(staffSessions.id, holder.session));
}

/** Options for proving a passkey (null when the account has none); the challenge is kept by `holder`. */
export async function authenticationOptions(db: Db, holder: ChallengeHolder, userId: number, siteUrl: string) {
  const passkeys = await passkeysOf(db, userId);
  if (!passkeys.length) return null;
  const options = await generateAuthenticationOptions({
    rpID: rpIdOf(siteUrl),
    allowCredentials: passkeys.map((p) => ({
      id: p.credentialId ?? "",
      transports: (p.transports ?? []) as Transport[],
    })),
    userVerification: "preferred",
  });
  await keepChallenge(db, holder, options.challenge);
  return options;
}

/** Whether the browser's answer proves one of the account's passkeys for the challenge `holder` kept. */
export async function passkeyProven(
  db: Db,
  pending: { userId: number; challenge: string | null },
  holder: ChallengeHolder,
  siteUrl: string,
  json: string,
): Promise<boolean> {
  if (!pending.challenge) return false;
  let response: Parameters<typeof verifyAuthenticationResponse>[0]["response"];
  try {
    response = parseResponse(json);
  } catch {
    return false;
  }
  const [passkey] = (await passkeysOf(db, pending.userId)).filter((p) => p.credentialId === response.id);
  if (!passkey?.publicKey || !passkey.credentialId) return false;
  await keepChallenge(db, holder, null);
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge: pending.challenge,
    expectedOrigin: siteUrl,
    expectedRPID: rpIdOf(siteUrl),
    credential: {
      id: passkey.credentialId,
      publicKey: new Uint8Array(Buffer.from(passkey.publicKey, "base64url")),
      counter: passkey.counter ?? 0,
      transports: (passkey.transports ?? []) as Transport[],
    },
    requireUserVerification: false,
  }).catch(() => null);
  if (!verification?.verified) return false;
  await db
    .update(staffFactors)
    .set({ counter: verification.authenticationInfo.newCounter, lastUsedAt: new Date() })
    .where(eq(staffFactors.id, passkey.id));
  return true;
}
