/**
 * A firmware release an editor uploads is the firmware team's signed image (decision 020): the site
 * verifies it, as an instrument does at UPDATE BEGIN, and never signs. The archive holds exactly one
 * .BIN image (the instrument checker takes the first it finds); its signed header (format 02) names
 * a key instruments are built with (FIRMWARE_KEYS) and its Ed25519 signature verifies; the body
 * has the length and SHA-256 the header signs; the header's family and member are the chosen
 * product's; its version is the one the editor entered. What the instrument enforces, the version
 * and the minimum installed version, the release takes from the signed header. Each refusal names
 * what is wrong, on the form's file field, before anything is stored.
 */
import { unzipSync } from "fflate";
import type { Db } from "~/.server/db/client";
import { FieldRefused, type Refusal } from "~/lib/forms/refusal";
import { FIRMWARE_KEYS, type FirmwareKey } from "~/lib/midi/firmware-keys";
import { IMAGE_HEADER_SIZE } from "~/lib/midi/protocol";
import { verifyImage } from "~/lib/midi/signature";
import type { SupportProducts } from "./products";
import { compareVersions } from "./uploads";

/** The largest image unpacked: instruments' firmware is a few hundred kilobytes. */
const IMAGE_MAX_MB = 32;

/** What a release takes from its verified image. */
export type SignedFirmware = {
  /** As the image says it, which is what the instrument reports once it is installed ("2.0.0"). */
  version: string;
  minimumVersion: string | null;
  /** The id of the key that signed it. */
  keyId: string;
};

const refuse = (refusal: Refusal) => new FieldRefused("file", refusal);

/** The archive's one firmware image, by name, unpacked; refused when there is none, or more. */
function imageIn(zip: Uint8Array): { name: string; image: Uint8Array } {
  const names: string[] = [];
  let tooLarge = false;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(zip, {
      // only the first image is unpacked, and only when it is not larger than a firmware can be
      filter: (file) => {
        if (!/\.bin$/i.test(file.name)) return false;
        names.push(file.name);
        tooLarge ||= names.length === 1 && file.originalSize > IMAGE_MAX_MB * 1024 * 1024;
        return names.length === 1 && !tooLarge;
      },
    });
  } catch {
    throw refuse({ code: "firmwareZipUnreadable" });
  }
  const [name] = names;
  if (name === undefined) throw refuse({ code: "firmwareNoImage" });
  if (names.length > 1) {
    // l10n-lint-allow: file names listed for the staff, as the archive lists them
    const named = names.slice(0, 4).join(", ");
    throw refuse({ code: "firmwareImages", names: names.length > 4 ? `${named}, …` : named });
  }
  const image = files[name];
  if (tooLarge || !image) throw refuse({ code: "firmwareImageTooLarge", name, max: IMAGE_MAX_MB });
  return { name, image };
}

/**
 * The signed facts of an uploaded firmware archive for `upload.product` at `upload.version`;
 * throws a FieldRefused on the file, in the order an instrument checks (nothing in the header is
 * trusted before its signature verifies).
 */
export async function signedFirmware(
  db: Db,
  products: SupportProducts,
  upload: { product: string; version: string },
  zip: Uint8Array,
  keys: readonly FirmwareKey[] = FIRMWARE_KEYS,
): Promise<SignedFirmware> {
  const model = await products.midiCodes(db, upload.product);
  if (!model) throw refuse({ code: "productGone" });
  const { name, image } = imageIn(zip);
  const { verdict, header } = await verifyImage(image, keys);
  if (!header || verdict === "unsigned") throw refuse({ code: "firmwareNotSigned", name });
  if (verdict === "unknownKey") throw refuse({ code: "firmwareUnknownKey", name, keyId: header.keyId });
  if (verdict === "badSignature") throw refuse({ code: "firmwareBadSignature", name });
  if (verdict === "bodyLength") {
    const actual = image.length - IMAGE_HEADER_SIZE;
    throw refuse({ code: "firmwareBodyLength", name, actual, expected: header.bodyLength });
  }
  if (verdict === "bodyChanged") throw refuse({ code: "firmwareBodyChanged", name });
  if (model.family === null || model.member === null) throw refuse({ code: "firmwareNoCodes", product: model.title });
  if (header.family !== model.family || header.member !== model.member) {
    throw refuse({
      code: "firmwareOtherModel",
      name,
      imageProduct: header.productId || "?",
      imageFamily: header.family,
      imageMember: header.member,
      product: model.title,
      family: model.family,
      member: model.member,
    });
  }
  if (compareVersions(header.version, upload.version) !== 0) {
    throw refuse({ code: "firmwareVersion", name, imageVersion: header.version, version: upload.version });
  }
  const minimum = header.minimumVersion;
  if (minimum && compareVersions(minimum, header.version) >= 0) {
    throw refuse({ code: "firmwareMinimumNotLower", name, minimum, version: header.version });
  }
  return { version: header.version, minimumVersion: minimum, keyId: header.keyId };
}
