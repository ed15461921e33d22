/** A new TOTP secret (160 bits, base32), as an authenticator app is given one: for tests that enrol an app. */
import { Secret } from "otpauth";

export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;
