/** Every language's frame, for the root loader to send the page's own. */
import type { Locale } from "./locales";
import { de } from "./messages/de";
import type { FrameMessages } from "./messages/en";
import { en } from "./messages/en";
import { ja } from "./messages/ja";

export const frames: Record<Locale, FrameMessages> = { en, de, ja };
