import { keyActionLab } from "~/lib/figures";
import { updateMinutesIn } from "~/lib/support/firmware-text";
import { firmwareArticleId, updateNotes, updatesFromDrive } from "../../articles";
import { firmwareSeeds } from "../../firmware";
import type { ArticleTranslation, NewsTranslation } from "../types";
import { firmware } from "./firmware";

/** The first paragraph of a release's article that needs a stepping stone, in Japanese. */
export const steppingStoneParagraphJa = (name: string, version: string, minimum: string, notes: readonly string[]) =>
  [
    `${name}用ファームウェア（Ver.${version}）をインストールするには、ファームウェアVer.${minimum}以降が必要です。先にVer.${minimum}にアップデートしてください。`,
    ...notes,
  ].join("");

/** The firmware update articles, built like the English ones from the release notes (every version but 1.0.0). */
function firmwareArticles(): Record<string, ArticleTranslation> {
  const articles: Record<string, ArticleTranslation> = {};
  for (const [productId, version, , , minimum] of firmwareSeeds) {
    if (version === "1.0.0") continue;
    // a release that needs a stepping stone says so first, with the notes that explain it
    const { prerequisite, listed: changes } = updateNotes(firmware[`${productId}@${version}`] ?? [], minimum);
    const name = productId === "SPC121" ? "SP-C121" : productId;
    articles[firmwareArticleId(productId, version)] = {
      title: `${name}ファームウェア（Ver.${version}）`,
      summary: changes[0] ?? `ファームウェア（Ver.${version}）`,
      body: [
        ...(minimum
          ? [{ type: "p" as const, text: steppingStoneParagraphJa(name, version, minimum, prerequisite) }]
          : []),
        {
          type: "p",
          text: `${name}用ファームウェア（Ver.${version}）を公開しました。${updatesFromDrive(productId) ? "USBフラッシュメモリーを使って" : "USBケーブルでコンピューターと接続して"}、約${updateMinutesIn("ja")}分でアップデートできます。`,
        },
        { type: "h2", text: "主な変更内容" },
        { type: "ul", items: changes },
        {
          type: "p",
          text: `[${name}ファームウェアのページ](/support/firmware/${productId})からダウンロードし、図解付きの手順に従ってアップデートしてください。`,
        },
      ],
    };
  }
  return articles;
}

export const news: NewsTranslation = {
  articles: {
    "akx10s-launch": {
      title: "Noteva AKX10S、フラッグシップ・アレンジャーキーボードが登場",
      summary:
        "300の伴奏スタイル、1,133音色、7インチタッチスクリーン、768MBの拡張メモリーを搭載したAKX10Sが、今週から販売店の店頭に並びます。",
      body: [
        {
          type: "p",
          text: "AKX10Sは、ステージで演奏するプレーヤーたちが待ち望んでいたアレンジャーキーボードです。4つのバリエーションを持つ300の伴奏スタイルが左手の演奏に追従し、オリジナルのスタイルも1,000まで保存できます。",
        },
        { type: "h2", text: "あらゆるステージに応える音色" },
        {
          type: "p",
          text: "1,133の音色を最大同時発音数256の音源で鳴らすため、長く伸びるパッドやサステインをかけたピアノも途切れることがありません。768MBの拡張メモリーには、新しいサウンドパックやオリジナルのサンプルを読み込めます。",
        },
        { type: "img", pic: "product/akx10s-angle", caption: "7インチタッチスクリーンを搭載したAKX10S" },
        { type: "h2", text: "ステージのための設計" },
        {
          type: "ul",
          items: [
            "2,000件を登録できるソングブック",
            "ボーカルハーモニー対応のマイク／ライン入力",
            "最大512GBの外部ドライブに対応",
          ],
        },
        {
          type: "p",
          text: "詳しくは[AKX10Sの仕様](/product/detail/AKX10S)をご覧ください。実際に弾いてみたい方は、[販売店検索](/dealer/distributor)でお近くのお店をお探しください。",
        },
      ],
    },

    "mr101s-launch": {
      title: "リズムマシンMR101S：その手で叩いて奏でるグルーヴ",
      summary:
        "ベロシティ対応の16パッド、48種類のキット、100のプリセットリズムを、リュックに収まるボディに凝縮しました。",
      body: [
        {
          type: "p",
          text: "MR101Sは、プログラマーではなくプレーヤーのためのリズムマシンです。プレッシャー対応の16パッドでビートを叩けばそのままループ再生され、その間に次のパートを重ねていけます。",
        },
        { type: "img", pic: "product/mr101s-angle", caption: "MR101S" },
        { type: "h2", text: "主な機能" },
        {
          type: "ul",
          items: [
            "アコースティックからエレクトロニックまで48種類のキット",
            "100のプリセットリズムと100のユーザーパターン",
            "MIDIクロック入出力、USB-MIDI",
          ],
        },
        { type: "p", text: "詳しくは[MR101Sの製品ページ](/product/MR101S)をご覧ください。" },
      ],
    },

    "superbooth-2025": {
      title: "ベルリンのSUPERBOOTH25にNotevaが出展します",
      summary:
        "5月8日～10日、FEZベルリンのNotevaブース（ホールA、A14）では全製品をお試しいただけるほか、サウンドデザイナーによるセッションを1時間ごとに開催します。",
      body: [
        {
          type: "p",
          text: "2025年5月8日（木）～10日（土）、FEZベルリン（ドイツ・ベルリン）で開催される電子楽器の見本市「SUPERBOOTH25」に出展します。ホールAのNotevaブース（A14）には、ポータブルピアノとコンパクトピアノ、アレンジャーキーボードAKX10SとMKシリーズ、そしてMR101Sまで、すべての製品がそろいます。",
        },
        {
          type: "p",
          text: "1時間ごとに、Notevaのサウンドデザイナーがピアノの音色の収録と音作りの方法をご紹介し、皆さまのご質問にお答えします。",
        },
      ],
    },

    "sp201plus-stage": {
      title: "SP201Plus、ツアーへ",
      summary: "ツアーで活躍する3人のキーボーディストが、鍵盤のタッチとLINE OUT端子を決め手にSP201Plusを選びました。",
      body: [
        {
          type: "p",
          text: "ツアーを回るキーボーディストに必要なのは、どんなPAを通しても狙いどおりのサウンドで鳴り、機材車での移動にも耐える楽器です。この春、3人のキーボーディストがSP201Plusをツアーに持ち出しました。",
        },
        {
          type: "p",
          text: "3人が口をそろえて挙げたのは、毎晩変わらず安定したハンマーアクションのタッチと、そのままミキサーにつなげられるLINE OUT端子です。[SP201Plusの仕様](/product/detail/SP201Plus)もぜひご覧ください。",
        },
      ],
    },

    "school-programme": {
      title: "120の音楽室にキーボードを",
      summary: "Notevaのスクールプログラムでは、音楽室にMK61キーボードを導入し、先生向けの研修も行います。",
      body: [
        {
          type: "p",
          text: "音楽の授業は、生徒一人ひとりが楽器を手にすることから始まります。今年、Notevaのスクールプログラムでは、120の学校の音楽室にMK61キーボードをお届けします。あわせてヘッドホンと、先生向けの1日研修も提供します。",
        },
        {
          type: "ul",
          items: [
            "タッチレスポンス対応のフルサイズ鍵盤",
            "採点付きのレッスン機能",
            "授業用アプリと連携できるBluetooth MIDI",
          ],
        },
      ],
    },

    "cp203-design-award": {
      title: "CP203、コンパクトなリビングに向けたデザインで賞を受賞",
      summary: "審査員は、奥行き35cmのキャビネットとスライド式の鍵盤蓋を高く評価しました。",
      body: [
        {
          type: "p",
          text: "CP203が、家具デザイン賞の家庭用楽器部門で受賞しました。審査員が特に評価したのは、アップライトピアノでは置けない場所にも収まる奥行き35cmのキャビネットと、スライド式の鍵盤蓋です。",
        },
        {
          type: "p",
          text: "サテンブラック、ホワイト、ローズウッドの[CP203](/product/CP203)をぜひご覧ください。",
        },
      ],
    },

    "notevapark-opens": {
      title: "Notevaパークがオープン",
      summary: "設計、ボイシング、テストをひとつ屋根の下に集めた新キャンパス。来場者のためのホールも備えています。",
      body: [
        {
          type: "p",
          text: `Notevaパークは、Notevaの新たな拠点です。ピアノの音を仕上げるリスニングルーム、${keyActionLab.ja}を行うラボ、そして先生やNoteva製品をお使いの皆さまに出荷前の楽器を弾いていただけるホールを備えています。`,
        },
        { type: "p", text: "詳しくは[Notevaパークのページ](/aboutus/notevapark)をご覧ください。" },
      ],
    },

    "mk-family-2026": {
      title: "MKシリーズ：はじめてのレッスンに、ぴったりの1台を",
      summary:
        "MK49とMK61のレッスンシステムを共通化。MK37では、いちばん小さなお子さまも10曲のデモ曲とメロディー録音で始められます。",
      body: [
        {
          type: "p",
          text: "お子さまの成長はあっという間です。MK37には、聴いて楽しめる10曲のデモ曲と、弾いたメロディーを録音して再生できるメロディー録音があります。MK49とMK61はレッスンのステップと採点方式を共通化したので、MK49からMK61に移っても、慣れたレッスンでそのまま練習を続けられます。",
        },
        {
          type: "ul",
          items: [
            "MK37：小さなお子さま向けの37鍵ミニ鍵盤",
            "MK49：フルサイズ49鍵",
            "MK61：タッチレスポンス対応のフルサイズ61鍵",
          ],
        },
      ],
    },

    "dealer-network-2026": {
      title: "Notevaを試奏できる場所が広がります",
      summary: "Notevaの販売店ネットワークが14か国に拡大。旗艦店には試奏コーナーを設けています。",
      body: [
        {
          type: "p",
          text: "楽器は、実際に弾いて確かめてから選ぶべきものです。Notevaの販売店ネットワークは14か国に広がり、旗艦店では全モデルを設置したNotevaコーナーでご試奏いただけます。",
        },
        { type: "p", text: "[販売店検索](/dealer/distributor)で、お近くの販売店をお探しいただけます。" },
      ],
    },

    "sound-design-interview": {
      title: "コンサートグランドピアノ収録の舞台裏",
      summary:
        "1台のコンサートグランドピアノを3週間かけて、すべての鍵盤を4段階のダイナミクスで収録。共鳴をサンプリングではなくモデリングで再現する理由もご紹介します。",
      body: [
        {
          type: "p",
          text: "電子ピアノの良し悪しは、収録した音源の質で決まります。私たちは1台のコンサートグランドピアノとともにホールで3週間を過ごし、すべての鍵盤を4段階のダイナミクスで収録しました。",
        },
        { type: "h2", text: "耳で聴きとれる共鳴" },
        {
          type: "p",
          text: "ストリングレゾナンスとダンパーレゾナンスは、サンプリングではなくモデリングで再現しています。そのため、ペダルを踏んだままにすると、アコースティックピアノと同じように音と音が溶け合いながら響きます。",
        },
      ],
    },

    "summer-academy-2026": {
      title: "若いピアニストのためのサマーアカデミー",
      summary: "40人の若いピアニストが、Notevaパークでレッスン、コンサート、レコーディングの1週間を過ごしました。",
      body: [
        {
          type: "p",
          text: "40人の若いピアニストが、Notevaパークで1週間を過ごしました。ゲスト講師によるレッスン、夜のコンサート、そしてスタジオで丸1日かけて自分の曲を録音するプログラムです。",
        },
      ],
    },

    "akx10s-artist-series": {
      title: "AKX10Sアーティストシリーズ：現役バンドが手がけた伴奏スタイル",
      summary: "ウェディングやパーティーの現場で活躍するバンドと収録した、40スタイルの無償パックです。",
      body: [
        {
          type: "p",
          text: "パーティーバンドは、会場を踊らせるツボを知り尽くしています。そんなバンド5組とともに、40の新しいスタイルを収録しました。このパックはAKX10Sをお持ちのすべての方に無償でご提供します。ユーザースタイルメモリーにインストールしてお使いください。",
        },
        { type: "p", text: "AKX10Sの詳細は[製品ページ](/product/AKX10S)をご覧ください。" },
      ],
    },

    ...firmwareArticles(),

    "cp203-manual-rev-b": {
      title: "CP203取扱説明書（改訂B版）",
      summary: "改訂B版では、ハーフダンパー感度の設定を追加し、ペダルの接続方法をよりわかりやすく記載しました。",
      body: [
        {
          type: "p",
          text: "CP203取扱説明書の改訂B版では、ハーフダンパー感度の設定についての説明を追加し、ペダルの接続方法をよりわかりやすく記載しました。",
        },
        {
          type: "p",
          text: "[CP203のダウンロード](/product/detail/CP203)から入手できるほか、[オンライン](/support/manuals/CP203)でもご覧いただけます。",
        },
      ],
    },
  },
  firmware,
};
