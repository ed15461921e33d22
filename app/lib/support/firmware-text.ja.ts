/** The firmware update instructions in Japanese (the shape and the English: `firmware-text.ts`). */
import {
  type ChecksumWhere,
  type DriveRule,
  driveOf,
  driveOptions,
  errorCodeOf,
  type FirmwareText,
  largestDrive,
  singleOption,
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

/** 「楽器のファームウェアがすでにVer.1.2.0以降の場合は、」: a format read from a version on. */
const ifFrom = (version: string | undefined) =>
  version ? `楽器のファームウェアがすでにVer.${version}以降の場合は、` : "";

/** Step 1: the plain sentence for one format, else each format with its own largest size. */
const formatDriveJa = (drive: DriveRule) => {
  const one = singleOption(drive);
  if (one)
    return `コンピューターでUSBフラッシュメモリー（${one.maxGB}GB以下）を${one.format}でフォーマットします。${one.maxGB}GBを超えるものや${unreadFormat(drive)}でフォーマットされたものは、アップデート時に認識されません。`;
  const [first, ...more] = driveOptions(drive);
  return `コンピューターでUSBフラッシュメモリーを${first?.format}（${first?.maxGB}GB以下）でフォーマットします。${more
    .map((o) => `${ifFrom(o.from)}${o.format}（${o.maxGB}GB以下）も使えます。`)
    .join(
      "",
    )}${largestDrive(drive)}GBを超えるものや${unreadFormats(drive).join("や")}でフォーマットされたものは、アップデート時に認識されません。`;
};

/** The troubleshooting's drive: 「FAT32でフォーマットされた32GB以下のUSBフラッシュメモリー（exFATやNTFSは不可）」, or each format with its size. */
const usableDriveJa = (drive: DriveRule) => {
  const one = singleOption(drive);
  if (one)
    return `${one.format}でフォーマットされた${one.maxGB}GB以下のUSBフラッシュメモリー（${unreadFormats(drive).join("や")}は不可）`;
  const [first, ...more] = driveOptions(drive);
  const also = more.map(
    (o) =>
      `${o.from ? `ファームウェアVer.${o.from}以降の楽器では` : ""}${o.format}でフォーマットされた${o.maxGB}GB以下のものも可、`,
  );
  return `${first?.format}でフォーマットされた${first?.maxGB}GB以下のUSBフラッシュメモリー（${also.join("")}${unreadFormats(drive).join("や")}は不可）`;
};

/** After an interrupted update: the archive ends with contacting support, the page says it once below (`stillStuck`). */
const recovered = (where: ChecksumWhere) =>
  `以前のファームウェアは保護された領域に保存されています。手順3からアップデートをやり直してください。楽器が復旧し、新しいファームウェアがインストールされます。${where === "page" ? "" : "まったく起動しない場合は、シリアル番号を添えてサポートにお問い合わせください。"}`;

export const firmwareTextJa: FirmwareText = {
  fromDrive: (title, _gender, how) => [
    formatDriveJa(driveOf(how)),
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
            `${usableDriveJa(driveOf(how))}を、ハブや延長ケーブルを使わずにUSB TO DEVICE端子に直接差し込んでください。セキュリティー機能付きのUSBフラッシュメモリーは認識されない場合があります。`,
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
