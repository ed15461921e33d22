/** The firmware update instructions in Japanese (the shape and the English: `firmware-text.ts`). */
import {
  type ChecksumWhere,
  type DriveRule,
  driveOf,
  errorCodeOf,
  type FirmwareText,
  type UpdateHow,
  unreadFormat,
  unreadFormats,
  updateMinutesIn,
} from "./firmware-text.ts";

const enter = (how: UpdateHow) => (how.pads ? "パッド1と16" : "最低音と最高音の鍵盤");
const version = (how: UpdateHow) =>
  how.version === "function"
    ? "バージョンを確認します。FUNCTIONボタンを押したまま、VERSIONと表記された鍵盤を押します。"
    : how.version === "shift"
      ? "バージョンを確認します。SHIFTボタンを押したままSTART/STOPボタンを押すと、ディスプレイに表示されます。"
      : // no display: it has already restarted by itself (step 5); the instrument checker reads its version
        `バージョンを確認します。${how.from === "computer" ? "楽器を接続したまま" : "USB TO HOST端子をコンピューターに接続し"}、Notevaのウェブサイトの「楽器の確認」ページを開くと、インストールされているファームウェアが表示されます。`;

/** A write error, where the model shows it: on its display, or by its buttons' lights. */
const writeError = (how: UpdateHow) =>
  how.display
    ? `ディスプレイに書き込みエラー（${errorCodeOf(how)}）が表示される`
    : "ボタンのランプが点滅し、アップデートが止まる（書き込みエラー）";

/** 「（楽器のファームウェアがすでにVer.1.2.0以降の場合はexFATも使えます）」, where a format is read from a version on. */
const fromJa = (drive: DriveRule, before: string, middle: string, after: string) =>
  drive.from ? `${before}${drive.from.version}${middle}${drive.from.format}${after}` : "";

/** After an interrupted update: the archive ends with contacting support, the page says it once below (`stillStuck`). */
const recovered = (where: ChecksumWhere) =>
  `以前のファームウェアは保護された領域に保存されています。手順3からアップデートをやり直してください。楽器が復旧し、新しいファームウェアがインストールされます。${where === "page" ? "" : "まったく起動しない場合は、シリアル番号を添えてサポートにお問い合わせください。"}`;

export const firmwareTextJa: FirmwareText = {
  fromDrive: (title, _gender, how) => [
    `コンピューターでUSBフラッシュメモリー（${driveOf(how).maxGB}GB以下）を${driveOf(how).formats.join("または")}でフォーマットします${fromJa(driveOf(how), "（楽器のファームウェアがすでにVer.", "以降の場合は", "も使えます）")}。${driveOf(how).maxGB}GBを超えるものや${unreadFormat(driveOf(how))}でフォーマットされたものは、アップデート時に認識されません。`,
    "ダウンロードしたファイルを解凍し、.BINファイルをUSBフラッシュメモリーのルート（最上位階層）にコピーします。サブフォルダーにはコピーしないでください。",
    `${title}の電源を切ります。USBフラッシュメモリーをUSB TO DEVICE端子に差し込みます。`,
    `${enter(how)}を同時に押したまま、電源を入れます。アップデートの進行状況が${how.display ? "ディスプレイに表示されます" : "ボタンのランプで示されます"}。`,
    `約${updateMinutesIn("ja")}分後に楽器が自動的に再起動するまでお待ちください。アップデート中は電源を切らないでください。`,
    version(how),
  ],
  fromComputer: (title, _gender, how, where = "page") => [
    `ダウンロードしたファイルをコンピューター（Windows、macOS、Linux）で解凍します。.BINファイルと、${where === "page" ? "" : "この"}手順書（HOW-TO-UPDATE.ja.txt）、変更内容（RELEASE-NOTES.ja.txt）が含まれています。`,
    `${title}の電源を切り、データ通信に対応したUSBケーブルで、USB TO HOST端子とコンピューターを接続します。`,
    `${enter(how)}を押したまま、${title}の電源を入れます。コンピューターに「NOTEVA-UPD」という名前のドライブが表示されます。`,
    ".BINファイルを「NOTEVA-UPD」ドライブにコピーします。コピーが終わると、楽器が自動的にアップデートをインストールします。",
    `約${updateMinutesIn("ja")}分後に楽器が自動的に再起動するまでお待ちください。アップデート中は、ケーブルを抜いたり電源を切ったりしないでください。`,
    version(how),
  ],
  troubleshooting: (how, where = "page") =>
    how.from === "drive"
      ? [
          [
            "楽器がUSBフラッシュメモリーを認識しない",
            `${driveOf(how).formats.join("または")}でフォーマットされた${driveOf(how).maxGB}GB以下のUSBフラッシュメモリー（${unreadFormats(driveOf(how)).join("や")}は不可${fromJa(driveOf(how), "、ファームウェアVer.", "以降の楽器では", "も可")}）を、ハブや延長ケーブルを使わずにUSB TO DEVICE端子に直接差し込んでください。セキュリティー機能付きのUSBフラッシュメモリーは認識されない場合があります。`,
          ],
          [
            writeError(how),
            `.BINファイルをもう一度USBフラッシュメモリーにコピーしてください。ダウンロードしたZIPファイルのチェックサム（SHA-256）が${where === "page" ? "このページ" : "ファームウェアのページ"}に記載の値と一致しない場合は、先にダウンロードし直してください。それでも失敗する場合は、別のUSBフラッシュメモリーをお試しください。`,
          ],
          ["アップデートが中断された（停電、USBフラッシュメモリーの取り外しなど）", recovered(where)],
        ]
      : [
          [
            "コンピューターに「NOTEVA-UPD」が表示されない",
            "データ通信に対応したケーブル（充電専用のケーブルは使えません）を使い、ハブを介さずにコンピューター本体の端子に接続してください。楽器がアップデートの準備ができた状態になっているか（手順3）も確認してください。",
          ],
          [
            writeError(how),
            `.BINファイルを「NOTEVA-UPD」にもう一度コピーしてください。ダウンロードしたZIPファイルのチェックサム（SHA-256）が${where === "page" ? "このページ" : "ファームウェアのページ"}に記載の値と一致しない場合は、先にダウンロードし直してください。それでも失敗する場合は、別のUSBケーブルや端子をお試しください。`,
          ],
          ["アップデートが中断された（停電、ケーブルの取り外しなど）", recovered(where)],
        ],
  steppingStone: (minimum) =>
    `ファームウェアVer.${minimum}以降が必要です。先にVer.${minimum}にアップデートしてください。`,
  troubleHeading: "アップデートがうまくいかない場合",
};
