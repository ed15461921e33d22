/**
 * The public keys Noteva instruments are built with: a firmware image is installed only when its
 * signed header names one of these keys and its Ed25519 signature verifies (decision 020). The
 * page checks the same list before it sends anything, and the admin before it publishes an upload.
 * The private keys are the firmware team's and never reach this repository's site: the development
 * key in firmware-signing/ signs the firmware the build generates; a release key is added here by
 * the firmware team when instruments carrying it ship (README, "Firmware signing").
 */
export type FirmwareKey = {
  /** The first 8 bytes of SHA-256 of the public key, hex: the id a signed header names. */
  id: string;
  /** The 32-byte Ed25519 public key, hex. */
  publicKey: string;
  /** The firmware team's own name for the key (its file, the signer's output): never shown on a public page. */
  label: string;
  /** The key as an owner reads it on /support/check/midi and the data lists (each language says it, lib/midi/cells*.ts). */
  name: string;
  /** A development key: it signs test and development firmware, never a release. */
  development: boolean;
};

export const FIRMWARE_KEYS: readonly FirmwareKey[] = [
  {
    id: "21d38292d0dddc24",
    publicKey: "30860292b36ca6d8eb080deaa281576037800029522d9bc9021be950184b986f",
    label: "Noteva development key (not for release)",
    name: "Noteva firmware key 1",
    development: true,
  },
];
