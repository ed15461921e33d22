/**
 * How the download lists write a file's details in each language (`download-details.ts` uses them).
 * `{revision}` is a document's revision letter, `{language}` the captions' languages in the page's
 * words (`languageNameIn`, the page's own first), `{minutes}` and `{seconds}` a video's length ({seconds} two digits,
 * `{s}` as is). English stays as the lists always wrote it: "rev B", "EN, DE, JA captions · 0:15".
 */
import { defineText } from "~/lib/i18n/text";

const en = {
  revision: "rev {revision}",
  captions: "{code} captions",
  duration: "{minutes}:{seconds}",
};

export const downloadText = defineText(en, {
  de: {
    revision: "Revision {revision}",
    captions: "Untertitel: {language}",
    duration: "Dauer: {minutes}:{seconds}",
  },
  ja: {
    revision: "改訂{revision}版",
    captions: "字幕：{language}",
    duration: "再生時間：{minutes}:{seconds}",
  },
});
