/**
 * Where a long Japanese compound may break: at the seams of the words it is made of
 * (docs/decisions/023-japanese-line-breaks.md). BudouX keeps a katakana compound, and a model name
 * with the katakana after it, as one phrase (AKX10Sアーティストシリーズ：,
 * MIDIインプリメンテーション：), and a phrase wider than the line used to break anywhere
 * (アーティス／トシリーズ). Here a phrase too long for a narrow line is cut only between the
 * words of the site's own vocabulary (AKX10S|アーティスト|シリーズ：), so a line that must break
 * inside it breaks where a Japanese reader pauses.
 *
 * Server only, like BudouX: the words never reach a browser bundle.
 */

/**
 * The katakana words the site's compounds are built from (product, support and protocol terms).
 * A compound breaks only between two of them; a katakana run with a word missing here stays whole
 * where that word is. Words that are themselves one word stay one entry (ダウングレード,
 * ステップアップ, ワンタッチ, キーオフ), and the longest word wins (アイデンティティー before
 * アイデンティティ).
 */
// biome-ignore format: a word list reads best in rows
export const COMPOUND_WORDS = [
  // the catalogue
  "アーティスト", "シリーズ", "キーボード", "ピアノ", "デジタル", "グランド", "コンサート", "アップライト",
  "ステージ", "ポータブル", "コンパクト", "アレンジャー", "ミニ", "モデル", "フラッグシップ", "ペダル",
  "サステイン", "ソステヌート", "エクスプレッション", "アサイナブル", "ハーフ", "ダンパー", "ハンマー",
  "アクション", "グレード", "レゾナンス", "ストリング", "タッチ", "レスポンス", "スクリーン", "カラー",
  "インチ", "スピーカー", "システム", "ロータリー", "エフェクト", "サウンド", "パック", "サンプル", "キーオフ",
  "スタイル", "バリエーション", "コントロール", "ユーザー", "メモリー", "レジストレーション", "パターン",
  "チェーン", "セレクト", "プリセット", "リズム", "ボーカル", "ハーモニー", "シンクロ", "スタート", "シングル",
  "フィンガー", "コード", "シーケンサー", "レコーダー", "トラック", "ワンタッチ", "レコーディング", "クイック",
  "ステップ", "エディット", "レッスン", "モード", "プレイ", "アロング", "ヘッドホン", "ルーム", "リスニング",
  "エレクトリック", "エレクトロニック", "アコースティック", "キット", "パーカッション", "マスター",
  "フィルター", "コンプレッサー", "ベロシティ", "カーブ", "トランスポーズ", "ローカル", "チェンジ", "サテン",
  "ブラック", "ホワイト", "キャリング", "ケース", "スタンド",
  // support and the site
  "サポート", "ファームウェア", "アップデート", "ダウンロード", "ダウングレード", "ページ", "ファイル",
  "イメージ", "ヘッダー", "フォーマット", "リカバリー", "ガイド", "マニュアル", "データ", "リスト", "ニュース",
  "ブランド", "ストーリー", "プロダクト", "デザイン", "デザイナー", "エンジニア", "エンジニアリング", "チーム",
  "スペシャリスト", "カスタマー", "メール", "アドレス", "フォーム", "プライバシー", "ポリシー", "スタッフ",
  "アカウント", "セキュリティー", "キー", "スクール", "プログラム", "サマー", "アカデミー", "パーティー",
  "バンド", "ウェディング", "フォト", "ネットワーク", "ソーシャル", "メディア", "オーディオ",
  "プラットフォーム", "アプリ", "ドライバー", "メイン", "メニュー", "クリック", "ノイズ", "フラッシュ",
  "ブート", "ローダー", "レコード", "ステップアップ",
  // the MIDI implementation
  "インプリメンテーション", "アイデンティティ", "アイデンティティー", "リクエスト", "リプライ", "ファミリー",
  "メンバー", "ユニバーサル", "デバイス", "インクワイアリー", "エクスクルーシブ", "メッセージ", "ステータス",
  "プロトコル", "バージョン", "チャンク", "サイズ", "ビット", "パッキング", "リトル", "エンディアン",
  "タイムアウト", "ポート", "エラー",
];

/**
 * The glossary's own compound terms (docs/l10n/ja.md, docs/l10n/glossary.md): one name each, never
 * cut between its words, whatever BudouX or the compound seams above would do, so a reader never
 * sees 「グレード｜ハンマー｜アクション」 or 「軽いグレード」 at a line's end. Each is at most thirteen
 * characters, so it fits a phone's line in any heading the site sets it in (app.css sizes Japanese
 * headings to the widest). `phrases.test.tsx` holds every katakana compound of the glossaries here.
 */
// biome-ignore format: a word list reads best in rows
export const GLOSSARY_TERMS = [
  "グレードハンマーアクション", "タッチレスポンス", "ストリングレゾナンス", "ダンパーレゾナンス", "ハーフダンパー",
  "キーオフサンプル", "ステージピアノ", "ポータブルピアノ", "ポータブルキーボード", "アレンジャーキーボード",
  "クイックスタートガイド", "データリスト", "USBフラッシュメモリー", "ユーザーパターン", "プリセットリズム",
  "コードシーケンサー", "レジストレーションメモリー", "コンパクトピアノ",
];

/**
 * A segmented string's pieces (in order) with no seam inside a glossary term: the seams that fell
 * inside one are taken out, and where the term was cut, one is put before it instead when a word
 * of hiragana or kanji precedes it (「軽いグレード」「ハンマー」「アクション。」 becomes
 * 「軽い」「グレードハンマーアクション。」). Every other seam stays where it is.
 */
export function keepTerms(pieces: readonly string[]): string[] {
  const text = pieces.join("");
  const seams = new Set<number>();
  let offset = 0;
  for (const piece of pieces.slice(0, -1)) {
    offset += piece.length;
    seams.add(offset);
  }
  let changed = false;
  for (const term of GLOSSARY_TERMS)
    for (let at = text.indexOf(term); at >= 0; at = text.indexOf(term, at + term.length)) {
      let cut = false;
      for (let k = at + 1; k < at + term.length; k++) cut = seams.delete(k) || cut;
      if (!cut) continue;
      changed = true;
      if (at > 0 && /[\p{Script=Hiragana}\p{Script=Han}]/u.test(text[at - 1] ?? "")) seams.add(at);
    }
  if (!changed) return [...pieces];
  const cuts = [0, ...[...seams].sort((a, b) => a - b), text.length];
  return cuts.slice(0, -1).map((from, i) => text.slice(from, cuts[i + 1]));
}

const WORDS = new Set(COMPOUND_WORDS);
const LONGEST = Math.max(...COMPOUND_WORDS.map((w) => w.length));

/** A phrase wider than this many full-width characters is cut at its compounds' seams. */
export const LONG_PHRASE_EM = 8;

const KATAKANA = /[\u30a1-\u30fa\u30fc]/;
const KANJI = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/;
const LATIN = /[A-Za-z0-9]/;

/** The phrase's width in ems, roughly: a full-width character 1, anything narrower 0.6. */
export const widthEm = (text: string): number =>
  [...text].reduce((sum, char) => sum + (char.charCodeAt(0) < 0x2000 ? 0.6 : 1), 0);

/** The dictionary words that make up a whole katakana run, longest first; null if one is missing. */
function wordsOf(run: string): string[] | null {
  const best: (string[] | null)[] = [[]];
  for (let end = 1; end <= run.length; end++) {
    best[end] = null;
    for (let start = Math.max(0, end - LONGEST); start < end; start++) {
      const before = best[start];
      const word = run.slice(start, end);
      if (before && WORDS.has(word) && (!best[end] || (best[end]?.length ?? 0) > before.length + 1))
        best[end] = [...before, word];
    }
  }
  return best[run.length] ?? null;
}

/**
 * The phrase cut where a long compound may break: between two of its katakana words, between a
 * Latin name (two letters or more: AKX10S, MIDI, USB) and the katakana after it, and between a
 * katakana word and the kanji word (two kanji or more) after it (サポート|情報), and after the
 * middle dot between two katakana words (アイデンティティ・|リクエスト). A phrase short
 * enough for any line, and every seam anywhere else (a particle, a number and its counter), stays
 * as it is.
 */
export function splitCompounds(phrase: string): string[] {
  if (widthEm(phrase) <= LONG_PHRASE_EM) return [phrase];
  // runs of one script: katakana (with ー), kanji, Latin letters and digits, anything else
  const runs =
    phrase.match(/[\u30a1-\u30fa\u30fc]+|[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+|[A-Za-z0-9]+|./gsu) ?? [];
  const pieces: string[] = [""];
  runs.forEach((run, i) => {
    const before = runs[i - 1] ?? "";
    const katakana = KATAKANA.test(run[0] ?? "");
    const words = katakana ? wordsOf(run) : null;
    const seam =
      i > 0 &&
      ((katakana && LATIN.test(before) && /[A-Za-z]/.test(before) && before.length >= 2 && words !== null) ||
        (katakana && before === "・") ||
        (KANJI.test(run[0] ?? "") && run.length >= 2 && KATAKANA.test(before) && wordsOf(before) !== null));
    if (seam) pieces.push("");
    if (words) {
      pieces.push(`${pieces.pop()}${words[0]}`, ...words.slice(1));
    } else pieces.push(`${pieces.pop()}${run}`);
  });
  return pieces.filter((piece) => piece !== "");
}
