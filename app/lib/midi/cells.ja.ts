/**
 * The Japanese of the MIDI implementation's normative tables, by their English
 * (app/lib/midi/protocol-tables*.ts), as a Japanese instrument manual's MIDIインプリメンテーション
 * writes them: hex bytes and the Noteva message names (STATUS REQUEST, ACK) as they are, the MIDI
 * standard's terms in katakana (エクスクルーシブ・ステータス, アイデンティティ・リクエスト), the rest
 * in Japanese. ./cells.ts looks a cell up here; its test checks every cell has its Japanese and
 * keeps every number. States: idle 待機, receiving 受信中, verifying 検証中, installing インストール中,
 * restarting 再起動中, recovery リカバリー.
 */
import type { CellWords } from "./cell-words.ts";

export const cellsJa: CellWords = {
  exact: {
    // the byte tables' common rows
    "Exclusive status": "エクスクルーシブ・ステータス",
    "End of exclusive": "EOX（エンド・オブ・エクスクルーシブ）",
    "Universal non-real-time": "ユニバーサル・ノンリアルタイム",
    "General information": "ジェネラル・インフォメーション",
    "Manufacturer ID": "メーカーID",
    "Manufacturer ID 7D: the ID the MIDI standard reserves for non-commercial use (Noteva has no registered ID)":
      "メーカーID 7D：MIDI規格が非営利用途に予約しているID（Notevaは登録IDを持っていません）",
    'Signature "NV"': "シグネチャー「NV」",
    'Signature "NV": a Noteva message': "シグネチャー「NV」：Notevaのメッセージ",
    "Device ID: the instrument's own": "デバイスID：楽器自身のID",
    "Device ID: the instrument's own (10 at the factory)": "デバイスID：楽器自身のID（工場出荷時は10）",
    "Device ID: the instrument's own (10 at the factory), as its Identity Reply gave it":
      "デバイスID：アイデンティティ・リプライで得た楽器自身のID（工場出荷時は10）",
    "Device ID: 7F (all devices) to pair ports, with a tag; else the instrument's own":
      "デバイスID：ポートの対応付けではタグ付きで7F（全デバイス）、それ以外は楽器自身のID",
    "Device ID: 7F = all devices (or the instrument's own ID)": "デバイスID：7F＝全デバイス（または楽器自身のID）",
    "Device ID of the instrument (factory setting 10)": "楽器のデバイスID（工場出荷時の設定は10）",
    host: "ホスト",
    instrument: "楽器",

    // identity
    "MIDI Universal Device Inquiry: asks every device to identify itself. Answered by the Identity Reply within 250 ms, within 3 s right after power-up.":
      "MIDIユニバーサル・デバイス・インクワイアリー：すべての機器に機種を問い合わせます。アイデンティティ・リプライが250ms以内に返ります。電源投入直後は3秒以内です。",
    "Identity Request": "アイデンティティ・リクエスト",
    "Identity Reply": "アイデンティティ・リプライ",
    "The instrument's answer: who made it, which product line and model it is, and its installed firmware.":
      "楽器の応答：メーカー、製品ライン、機種、インストールされているファームウェアを返します。",
    "Installed firmware: major, minor, patch, build (1.2.0 = 01 02 00 00); 00 00 00 00 in recovery with no runnable firmware":
      "インストール済みのファームウェア：メジャー、マイナー、パッチ、ビルド（1.2.0＝01 02 00 00）。起動できるファームウェアがないリカバリー状態では00 00 00 00",

    // the device-ID rule and pairing
    "Identity Request (host)": "アイデンティティ・リクエスト（ホスト）",
    "7F (all devices), or the instrument's own ID": "7F（全デバイス）、または楽器自身のID",
    "STATUS REQUEST with a tag, to pair ports (host)": "ポートを対応付けるタグ付きのSTATUS REQUEST（ホスト）",
    "7F, on every output at once": "7F、すべての出力に同時に",
    "Every other host message, on a paired port": "対応付けたポートでの、ホストのその他のメッセージ",
    "The instrument's own ID, as its Identity Reply gave it (10 at the factory)":
      "アイデンティティ・リプライで得た楽器自身のID（工場出荷時は10）",
    "Every instrument message": "楽器のすべてのメッセージ",
    "The instrument's own ID (10 at the factory)": "楽器自身のID（工場出荷時は10）",
    "A message to any other ID": "ほかのID宛てのメッセージ",
    "Ignored by the instrument: no answer": "楽器は応答せずに破棄します",
    "The host sends, on each output at once, STATUS REQUEST to 7F with a tag unique to that output (14-bit, 1–16383). Tag 1: F0 7D 4E 56 7F 01 01 00 F7.":
      "ホストは、すべての出力に同時に、出力ごとに異なるタグ（14ビット、1～16,383）を付けたSTATUS REQUESTを7F宛てに送ります。タグ1の例：F0 7D 4E 56 7F 01 01 00 F7。",
    "Each instrument answers on its own input: STATUS with its own device ID, echoing the tag (g1 g2).":
      "各楽器は自分の入力側で応答します。自身のデバイスIDとタグ（g1 g2）を入れたSTATUSを返します。",
    "A STATUS carrying tag t on input i proves that output t reaches the instrument heard on input i: they are a pair. Two identical instruments answer on different inputs, each with the tag of its own output.":
      "ある入力で、ある出力のタグを付けたSTATUSを受け取れば、その出力がその入力の楽器に届いていることがわかり、両者が対になります。同じ機種が2台あっても、それぞれ別の入力で、自分の出力のタグを付けて応答します。",
    "On a paired port, the host addresses the instrument's own device ID.":
      "対応付けたポートでは、ホストは楽器自身のデバイスIDを宛先にします。",
    Note: "注",
    "Port names are never used to pair: identical instruments have identical names.":
      "ポート名では対応付けません。同じ機種はポート名も同じだからです。",

    // the messages and their bytes
    "0 (no tag) or 2 (with a tag)": "0（タグなし）または2（タグ付き）",
    "10 + the packed chunk (303 for 256 raw bytes)": "10＋パッキングしたチャンク（元のデータ256バイトで303）",
    "ACK; REFUSED 04, 05, 07, 08; nothing within a gap": "ACK、REFUSED 04、05、07、08。欠落の途中は応答なし",
    "2 + the detail": "2＋詳細",
    "Asks for the instrument's state. Answered by STATUS, which echoes the tag.":
      "楽器の状態を問い合わせます。タグを入れたSTATUSが返ります。",
    "Optional: a tag (14-bit, 1–16383) to be echoed in STATUS. Without it: no tag.":
      "省略可：STATUSにそのまま返されるタグ（14ビット、1～16,383）。省略するとタグなし。",
    "The instrument's model, firmware, state, link, pending image, power, progress and last result; it echoes the request's tag.":
      "楽器の機種、ファームウェア、状態、接続、保留中のイメージ、電源、進行状況、前回の結果。問い合わせのタグも返します。",
    "Family code of the product line (14-bit)": "製品ラインのファミリーコード（14ビット）",
    "Member code of the model (14-bit)": "機種のメンバーコード（14ビット）",
    "Installed firmware: major, minor, patch, build":
      "インストール済みのファームウェア：メジャー、マイナー、パッチ、ビルド",
    "State (table: states)": "状態（表：状態）",
    "Link: 00 USB, 01 Bluetooth": "接続：00 USB、01 Bluetooth",
    "Version of the pending image (00 00 00 00: none)": "保留中のイメージのバージョン（00 00 00 00：なし）",
    "Next chunk expected (21-bit; 0 when idle)": "次に受け取るチャンク（21ビット、待機中は0）",
    "Chunks of the pending image (21-bit)": "保留中のイメージのチャンク数（21ビット）",
    "Power: 00 external, 01 battery": "電源：00＝外部電源、01＝バッテリー",
    "Battery percent, 0–100 (7F: no battery)": "バッテリー残量（%）、0～100（7F：バッテリーなし）",
    // a model's data list without Bluetooth or batteries (model-cells.ts)
    "Link: 00 USB": "接続：00 USB",
    "Power: 00 external": "電源：00＝外部電源",
    "Battery: 7F (no battery)": "バッテリー：7F（バッテリーなし）",
    // the recovery mode in a model's data list, by its own way in: keys, or pads (model-cells.ts)
    "The boot loader runs (switched on with the lowest and highest keys held, or no bank starts); it accepts an update like idle":
      "ブートローダーが動作中（最低音と最高音の鍵盤を押しながら電源を入れたか、どのバンクも起動しない）。待機と同じようにアップデートを受け付けます",
    "The boot loader runs (switched on with pads 1 and 16 held, or no bank starts); it accepts an update like idle":
      "ブートローダーが動作中（パッド1と16を押しながら電源を入れたか、どのバンクも起動しない）。待機と同じようにアップデートを受け付けます",
    "Power-up with the lowest and highest keys held, or no bank starts":
      "最低音と最高音の鍵盤を押しながら電源を入れた、またはどのバンクも起動しない",
    "Power-up with pads 1 and 16 held, or no bank starts":
      "パッド1と16を押しながら電源を入れた、またはどのバンクも起動しない",
    "Every chunk is held: verify and install. Answered by STATUS (state verifying), or REFUSED 07 (chunks missing, or nothing pending). In verifying, installing or restarting it is answered by STATUS again: COMMIT is idempotent.":
      "すべてのチャンクがそろったので、検証してインストールします。STATUS（検証中）か、REFUSED 07（チャンク不足または保留なし）が返ります。検証中、インストール中、再起動中にはSTATUSが再び返ります。COMMITは何度送っても同じ結果です。",
    "Every chunk held: STATUS (verifying). Chunks missing: REFUSED 07":
      "すべてのチャンクがそろっている：STATUS（検証中）。チャンク不足：REFUSED 07",
    "Progress of the current phase, 0–100 (verifying, installing; else 0)":
      "現在の段階の進行状況、0～100（検証中とインストール中。それ以外は0）",
    "Last result: 00 none, 01 installed, 02 failed (old firmware kept)":
      "前回の結果：00＝なし、01＝インストール完了、02＝失敗（元のファームウェアを保持）",
    "The failure's reason (table: reasons; 00 when none)": "失敗の理由（表：理由コード。ない場合は00）",
    "The request's tag (00 00 when none)": "問い合わせのタグ（ない場合は00 00）",
    "Announces an image by its signed header. Answered by BEGIN ACCEPTED, or REFUSED after the checks in order (table: UPDATE BEGIN checks).":
      "署名付きヘッダーでイメージを知らせます。BEGIN ACCEPTEDか、順に確認したうえでのREFUSEDが返ります（表：UPDATE BEGINの確認項目）。",
    "Chunk size in raw bytes (14-bit, 1–256; 256 = 00 02)":
      "元のデータでのチャンクサイズ（14ビット、1～256。256＝00 02）",
    "The image's 160-byte signed header (table: signed image header), 7-bit packed into 183 bytes":
      "イメージの160バイトの署名付きヘッダー（表：署名付きイメージヘッダー）を7ビットパッキングした183バイト",
    "The instrument takes the image. The next chunk is 0 for a new image; when the same signed header (all 160 bytes) is pending, it is that image's next chunk: the transfer resumes there.":
      "楽器がイメージを受け付けます。新しいイメージなら次のチャンクは0です。同じ署名付きヘッダー（160バイトすべて）が保留中なら、そのイメージの次のチャンクから転送を再開します。",
    "Next chunk to send (21-bit)": "次に送るチャンク（21ビット）",
    "Window: DATA the host may send beyond the last acknowledged chunk (08)":
      "ウィンドウ：最後に確認応答したチャンクの先にホストが送れるDATAの数（08）",
    "Longest install of this model in seconds (14-bit, at most 240)":
      "この機種の最長インストール時間（秒、14ビット、最大240）",
    "Longest restart of this model in seconds (at most 60)": "この機種の最長再起動時間（秒、最大60）",
    "One chunk of the image; chunk 0 starts with the signed header. Answered by ACK, REFUSED 04 (damaged) or 05 (out of sequence), or nothing (a later chunk of a gap).":
      "イメージの1チャンクです。チャンク0は署名付きヘッダーから始まります。ACK、REFUSED 04（破損）または05（順序違い）が返るか、応答なし（欠落の後続チャンク）です。",
    "Sequence (21-bit, from 0)": "シーケンス番号（21ビット、0から）",
    "Raw length (14-bit): the chunk size; the last chunk may be shorter":
      "元のデータの長さ（14ビット）：チャンクサイズ。最後のチャンクは短くてもかまいません",
    "The chunk, 7-bit packed (256 raw bytes = 293 bytes)":
      "7ビットパッキングしたチャンク（元のデータ256バイト＝293バイト）",
    "CRC-32 of the raw (unpacked) chunk, as five 7-bit groups, low first (section: CRC-32)":
      "パッキング前のチャンクのCRC-32を7ビットずつ5つに分けたもの、下位が先（CRC-32の項を参照）",
    "Cumulative: sent only once the chunk is written to the staging area, where it survives power loss.":
      "累積確認：電源が切れても失われない保存領域にチャンクを書き込んでから送ります。",
    "The last chunk stored (21-bit): it and every chunk before it are in the staging area":
      "最後に保存したチャンク（21ビット）：そのチャンクまでのすべてが保存領域にあります",
    "Every chunk is held: verify and install. Answered by STATUS (state verifying), or REFUSED 07 (chunks missing, or nothing pending) or 0B (battery below 30 %). In verifying, installing or restarting it is answered by STATUS again: COMMIT is idempotent.":
      "すべてのチャンクがそろったので、検証してインストールします。STATUS（検証中）か、REFUSED 07（チャンク不足または保留なし）または0B（バッテリー残量30%未満）が返ります。検証中、インストール中、再起動中にはSTATUSが再び返ります。COMMITは何度送っても同じ結果です。",
    "Sent once, unsolicited, by the new firmware after its restart. It can be missed: a host relies on STATUS.":
      "再起動後に新しいファームウェアが一度だけ自発的に送ります。受け取れないこともあるため、ホストはSTATUSで判断します。",
    "The new installed firmware: major, minor, patch, build":
      "新しくインストールしたファームウェア：メジャー、マイナー、パッチ、ビルド",
    "Discards the pending image; the installed firmware stays. Answered by STATUS (idle). Refused 07 in verifying, installing and restarting: too late to cancel.":
      "保留中のイメージを破棄します。インストール済みのファームウェアはそのままです。STATUS（待機）が返ります。検証中、インストール中、再起動中は07で拒否されます。中止できる時点を過ぎているためです。",
    "The instrument refuses a message; the reason says why, the detail what to do.":
      "楽器がメッセージを拒否します。理由で原因を、詳細で対処方法を示します。",
    "The command refused": "拒否したコマンド",
    "Reason (table: reasons)": "理由（表：理由コード）",
    "Detail, by reason (table: reasons)": "詳細、理由ごと（表：理由コード）",

    // STATUS values and reasons
    "USB (updates run over USB only)": "USB（アップデートはUSB接続でのみ）",
    "Bluetooth MIDI": "Bluetooth MIDI",
    "External power": "外部電源",
    Battery: "バッテリー",
    "Battery level, 0–100 %": "バッテリー残量、0～100%",
    "No battery": "バッテリーなし",
    "Progress of verifying or installing, 0–100 %; 0 in other states":
      "検証またはインストールの進行状況、0～100%。ほかの状態では0",
    "None: no update since the last accepted UPDATE BEGIN of a new image":
      "なし：新しいイメージのUPDATE BEGINを最後に受け付けてから、アップデートは行われていません",
    "Installed: the new firmware runs": "インストール完了：新しいファームウェアが動作中",
    "Failed: the old firmware is kept; rd gives the reason": "失敗：元のファームウェアを保持。理由はrd",
    "No failure": "失敗なし",
    "The failure's reason (table: reasons)": "失敗の理由（表：理由コード）",
    "0001–3FFF hex": "0001～3FFF（16進数）",
    "The tag of the STATUS REQUEST answered; 00 00: none": "応答したSTATUS REQUESTのタグ。00 00：なし",
    "Another model's image": "別の機種のイメージ",
    "The instrument's f1 f2 m1 m2 (4 bytes)": "楽器のf1 f2 m1 m2（4バイト）",
    "Installed firmware older than the image's minimum: install the stepping stone first":
      "インストール済みのファームウェアがイメージの最低バージョンより古い：先に中間バージョンをインストールします",
    "The minimum v1 v2 v3 v4 (4 bytes)": "最低バージョンv1 v2 v3 v4（4バイト）",
    "Not over USB: updates run over USB only": "USB接続ではない：アップデートはUSB接続でのみ行えます",
    None: "なし",
    "Chunk damaged (CRC-32 or length)": "チャンクの破損（CRC-32または長さ）",
    "Its sequence (3 bytes): send again from it": "そのシーケンス番号（3バイト）：そこから送り直します",
    "Chunk out of sequence": "チャンクの順序違い",
    "The sequence expected (3 bytes): send again from it": "期待するシーケンス番号（3バイト）：そこから送り直します",
    "The body's SHA-256 differs from the signed header's (at COMMIT): the image is discarded, the installed firmware stays":
      "本体のSHA-256が署名付きヘッダーの値と異なる（COMMIT時）：イメージを破棄し、インストール済みのファームウェアを保持します",
    "Not ready: no transfer, chunks missing, or busy": "準備ができていない：転送なし、チャンク不足、または処理中",
    "The state ss (1 byte)": "状態ss（1バイト）",
    "Malformed message (a length other than the message's)": "不正な形式のメッセージ（メッセージの長さが異なる）",
    "Signature not valid, or the image is not signed (header format not 02)":
      "署名が無効、またはイメージが署名されていない（ヘッダーフォーマットが02ではない）",
    "Downgrade: the image is older than the installed firmware":
      "ダウングレード：イメージがインストール済みのファームウェアより古い",
    "The installed v1 v2 v3 v4 (4 bytes)": "インストール済みのv1 v2 v3 v4（4バイト）",
    "Battery below 30 %": "バッテリー残量30%未満",
    "The level, then the minimum (30 % = 1E): 2 bytes": "残量、続いて最低値（30%＝1E）：2バイト",
    "The key the header names is not one the instrument was built with":
      "ヘッダーが示す鍵が、楽器に組み込まれた鍵ではない",
    "STATUS rd only: the new firmware did not start; the boot loader switched back to the old one":
      "STATUSのrdのみ：新しいファームウェアが起動せず、ブートローダーが元のファームウェアに戻しました",

    // states and transitions
    idle: "待機",
    receiving: "受信中",
    verifying: "検証中",
    installing: "インストール中",
    restarting: "再起動中",
    recovery: "リカバリー",
    "No image pending": "保留中のイメージなし",
    'An image is pending: receiving, or waiting for the rest, or for COMMIT when next = total ("every chunk held")':
      "イメージを保留中：受信中、残りの待機中、または次のチャンク番号＝総チャンク数（すべてのチャンクがそろった状態）でCOMMITの待機中",
    "None: it waits": "なし：待ち続けます",
    "Checking the body's SHA-256 against the signed header": "本体のSHA-256を署名付きヘッダーと照合中",
    "Writing the new image into the inactive bank and reading it back":
      "新しいイメージを使用していないバンクに書き込み、読み出して確認中",
    "The install time BEGIN ACCEPTED announced (at most 240 s)":
      "BEGIN ACCEPTEDで知らせたインストール時間（最大240秒）",
    "The boot record points at the new bank; the instrument restarts and its USB port goes away":
      "ブートレコードが新しいバンクを指し、楽器が再起動します。その間USBポートは消えます",
    "The restart time BEGIN ACCEPTED announced (at most 60 s)": "BEGIN ACCEPTEDで知らせた再起動時間（最大60秒）",
    "The boot loader runs (switched on with the lowest and highest keys held, pads 1 and 16 on a pad instrument, or no bank starts); it accepts an update like idle":
      "ブートローダーが動作中（最低音と最高音の鍵盤〔パッドの楽器ではパッド1と16〕を押しながら電源を入れたか、どのバンクも起動しない）。待機と同じようにアップデートを受け付けます",
    "idle (00) or recovery (05)": "待機（00）またはリカバリー（05）",
    "UPDATE BEGIN accepted": "UPDATE BEGINを受け付け",
    "receiving (01): a new pending image, next chunk 0, result cleared to none":
      "受信中（01）：新しいイメージを保留、次のチャンクは0、結果はなしに戻す",
    "receiving (01)": "受信中（01）",
    "UPDATE BEGIN accepted, the same signed header (all 160 bytes) pending":
      "UPDATE BEGINを受け付け、同じ署名付きヘッダー（160バイトすべて）が保留中",
    "receiving (01): resumes at the pending image's next chunk": "受信中（01）：保留中のイメージの次のチャンクから再開",
    "UPDATE BEGIN accepted, another header": "UPDATE BEGINを受け付け、別のヘッダー",
    "receiving (01): a new pending image replaces the old one, next chunk 0, result none":
      "受信中（01）：新しいイメージが古いイメージに置き換わり、次のチャンクは0、結果はなし",
    "DATA for the next chunk, intact": "次のチャンクのDATA、破損なし",
    "receiving (01): the chunk is stored, ACK, next chunk + 1": "受信中（01）：チャンクを保存してACK、次のチャンク＋1",
    "idle (00): the pending image is discarded, the installed firmware stays":
      "待機（00）：保留中のイメージを破棄し、インストール済みのファームウェアを保持",
    "COMMIT with every chunk held (next = total)":
      "すべてのチャンクがそろった状態（次のチャンク番号＝総チャンク数）でのCOMMIT",
    "verifying (02), answered by STATUS": "検証中（02）、STATUSで応答",
    "verifying (02)": "検証中（02）",
    "The body's SHA-256 differs from the signed header's, or chunk 0 is not the header accepted":
      "本体のSHA-256が署名付きヘッダーの値と異なる、またはチャンク0が受け付けたヘッダーと異なる",
    "idle (00): the image is discarded; result failed, rd 06": "待機（00）：イメージを破棄。結果は失敗、rdは06",
    "The SHA-256 matches": "SHA-256が一致",
    "installing (03)": "インストール中（03）",
    "The image is written into the inactive bank and read back":
      "イメージを使用していないバンクに書き込み、読み出して確認済み",
    "restarting (04): the boot record points at the new bank": "再起動中（04）：ブートレコードが新しいバンクを指す",
    "restarting (04)": "再起動中（04）",
    "The new firmware starts": "新しいファームウェアが起動",
    "idle (00) on the new firmware: result installed, the new version installed; COMMITTED sent once":
      "新しいファームウェアで待機（00）：結果はインストール完了、新しいバージョンがインストール済み。COMMITTEDを一度送信",
    "The new firmware fails its first start": "新しいファームウェアが初回起動に失敗",
    "idle (00) on the old firmware (the boot loader switched back): result failed, rd 0D":
      "元のファームウェアで待機（00）（ブートローダーが切り戻し）：結果は失敗、rdは0D",
    "receiving (01), verifying (02), installing (03)": "受信中（01）、検証中（02）、インストール中（03）",
    "Power lost": "電源断",
    "After power returns: receiving (01) on the old firmware, every acknowledged chunk kept (table: power loss)":
      "電源が戻った後：元のファームウェアで受信中（01）、確認応答したチャンクはすべて保持（表：電源断）",
    Any: "任意の状態",
    "Power-up with the lowest and highest keys held (pads 1 and 16 on a pad instrument), or no bank starts":
      "最低音と最高音の鍵盤（パッドの楽器ではパッド1と16）を押しながら電源を入れた、またはどのバンクも起動しない",
    "recovery (05)": "リカバリー（05）",

    // what each command gets in each state
    "STATUS (while its port is there)": "STATUS（ポートがある間）",
    "After the checks (table: UPDATE BEGIN checks): BEGIN ACCEPTED, next chunk 0":
      "確認（表：UPDATE BEGINの確認項目）の後、BEGIN ACCEPTED、次のチャンクは0",
    "After the checks (table: UPDATE BEGIN checks): BEGIN ACCEPTED; the same header resumes, another starts again from chunk 0":
      "確認（表：UPDATE BEGINの確認項目）の後、BEGIN ACCEPTED。同じヘッダーなら再開し、別のヘッダーならチャンク0からやり直し",
    "REFUSED 07 (no transfer)": "REFUSED 07（転送なし）",
    "ACK, REFUSED 04 or 05, or nothing (table: transfer)": "ACK、REFUSED 04または05、または応答なし（表：転送）",
    "REFUSED 07 (busy)": "REFUSED 07（処理中）",
    "REFUSED 07 (nothing pending)": "REFUSED 07（保留なし）",
    "Every chunk held: STATUS (verifying), or REFUSED 0B on battery below 30 %. Chunks missing: REFUSED 07":
      "すべてのチャンクがそろっている：STATUS（検証中）、バッテリー駆動で残量30%未満ならREFUSED 0B。チャンク不足：REFUSED 07",
    "STATUS (COMMIT is idempotent)": "STATUS（COMMITは何度送っても同じ結果）",
    "STATUS (idle)": "STATUS（待機）",
    "The pending image is discarded: STATUS (idle)": "保留中のイメージを破棄：STATUS（待機）",
    "REFUSED 07: too late to cancel": "REFUSED 07：中止できる時点を過ぎている",

    // UPDATE BEGIN checks
    "The data is not 185 bytes, the chunk size not 1–256, or the header does not unpack to 160 bytes":
      "データが185バイトではない、チャンクサイズが1～256ではない、またはヘッダーを展開すると160バイトにならない",
    "The state is verifying, installing or restarting": "状態が検証中、インストール中、または再起動中",
    "The link is Bluetooth": "接続がBluetooth",
    "On battery below 30 %": "バッテリー駆動で残量30%未満",
    'The magic is not "NVFW" or the format not 02 (not signed)':
      "識別子が「NVFW」ではない、またはフォーマットが02ではない（署名なし）",
    "The key id is not in the instrument's built-in key list": "鍵IDが楽器に組み込まれた鍵のリストにない",
    "The Ed25519 signature over bytes 0–95, with that key, is not valid":
      "0～95バイト目に対するEd25519署名が、その鍵で検証できない",
    "The family or member code is not the instrument's": "ファミリーコードまたはメンバーコードが楽器と異なる",
    "The image's version is older than the installed firmware":
      "イメージのバージョンがインストール済みのファームウェアより古い",
    "The installed firmware is older than the image's minimum":
      "インストール済みのファームウェアがイメージの最低バージョンより古い",
    Accepted: "受け付け",
    "The same signed header (all 160 bytes) pending: resume at its next chunk. Otherwise: a new pending image, next chunk 0, result cleared to none. State receiving.":
      "同じ署名付きヘッダー（160バイトすべて）が保留中なら、その次のチャンクから再開。それ以外は新しいイメージを保留し、次のチャンクは0、結果はなしに戻します。状態は受信中です。",

    // transfer
    "DATA for the next chunk expected, intact": "次に期待するチャンクのDATA、破損なし",
    "Writes it to the staging area, then ACK (cumulative), within 250 ms":
      "保存領域に書き込んでからACK（累積確認）を250ms以内に返す",
    "Sends on, at most 8 DATA beyond the last acknowledged chunk":
      "最後に確認応答したチャンクから最大8個先までDATAを送り続ける",
    "DATA below the next expected (a duplicate)": "期待するチャンクより前のDATA（重複）",
    "ACK of the last stored chunk; nothing is written again": "最後に保存したチャンクのACK。再書き込みはしない",
    "Goes on from that ACK": "そのACKから続ける",
    "DATA above the next expected (a gap)": "期待するチャンクより後のDATA（欠落）",
    "One REFUSED 05 per gap, with the sequence expected; further chunks of the same gap are ignored silently until the expected one arrives":
      "欠落1つにつき、期待するシーケンス番号を付けたREFUSED 05を1回返す。同じ欠落の後続チャンクは、期待するチャンクが届くまで応答せずに破棄する",
    "Goes back to the sequence in the detail": "詳細にあるシーケンス番号まで戻る",
    "DATA for the expected sequence, damaged: CRC-32 wrong, or the raw length not the chunk size (the last chunk: the rest of the image) or not what the data unpacks to":
      "期待するシーケンス番号のDATAが破損：CRC-32が誤り、または元のデータの長さがチャンクサイズ（最後のチャンクではイメージの残り）や展開後のデータと一致しない",
    "REFUSED 04 with its sequence; the chunks after it are then a gap, ignored silently":
      "そのシーケンス番号を付けたREFUSED 04。以降のチャンクは欠落となり、応答せずに破棄する",
    "No answer for 5 s": "5秒間応答なし",
    "Sends the window again from the first unacknowledged chunk; after 4 silent resends it stops and reports a timeout":
      "確認応答のない最初のチャンクからウィンドウを送り直す。応答のない再送が4回続いたら中止し、タイムアウトを報告する",
    "Chunk 0 is not exactly the header accepted at UPDATE BEGIN":
      "チャンク0が、UPDATE BEGINで受け付けたヘッダーと一致しない",
    "Found while verifying after COMMIT: result failed, rd 06, the image is discarded":
      "COMMIT後の検証で判明：結果は失敗、rdは06、イメージを破棄",
    "DATA while not receiving": "受信中以外のDATA",
    "REFUSED 07 with the state": "状態を付けたREFUSED 07",

    // timing
    "Every answer of the instrument to a request": "問い合わせに対する楽器の応答",
    "Within 250 ms": "250ms以内",
    "The Identity Reply right after power-up": "電源投入直後のアイデンティティ・リプライ",
    "Within 3 s": "3秒以内",
    "3 times, 1.5 s apart": "1.5秒間隔で3回",
    "The host listens throughout (a late answer to an earlier request counts), then concludes no instrument is there":
      "ホストはその間ずっと受信を続け（前の問い合わせへの遅れた応答も有効）、応答がなければ楽器は接続されていないと判断する",
    "Silence after DATA": "DATAの後に応答なし",
    "The window again from the first unacknowledged chunk; after 4 silent resends: stop, timeout":
      "確認応答のない最初のチャンクからウィンドウを送り直す。応答のない再送が4回続いたら中止（タイムアウト）",
    "Silence after COMMIT (or any other request)": "COMMIT（またはほかの問い合わせ）の後に応答なし",
    "The same message again, at most 4 times; then: stop, timeout":
      "同じメッセージを最大4回送り直し、その後は中止（タイムアウト）",
    "STATUS REQUEST while verifying, installing, restarting": "検証中、インストール中、再起動中のSTATUS REQUEST",
    "Every 1 s": "1秒ごと",
    "At most 15 s": "最大15秒",
    "The host waits 15 s + 15 s grace": "ホストは15秒＋猶予15秒待つ",
    "The install time in BEGIN ACCEPTED, at most 240 s": "BEGIN ACCEPTEDのインストール時間、最大240秒",
    'The host waits it + 15 s grace, then says "not yet"': "ホストはその時間＋猶予15秒待ち、「未完了」と判断する",
    "restarting, or the ports gone after COMMIT": "再起動中、またはCOMMIT後にポートが消えた",
    "The restart time in BEGIN ACCEPTED, at most 60 s": "BEGIN ACCEPTEDの再起動時間、最大60秒",
    'The host waits it + 15 s grace for the instrument to answer again, then says "not yet"':
      "ホストはその時間＋猶予15秒、楽器が再び応答するのを待ち、「未完了」と判断する",

    // the end of an update
    "STATUS verifying or installing, with progress pp": "STATUSが検証中またはインストール中、進行状況pp付き",
    "Asks STATUS every 1 s: verifying for at most 15 s, installing for at most the announced install time, each + 15 s":
      "1秒ごとにSTATUSを問い合わせる。検証中は最大15秒、インストール中は知らされたインストール時間まで、それぞれ＋15秒",
    "STATUS restarting, or its ports gone while verifying, installing or restarting":
      "STATUSが再起動中、または検証中、インストール中、再起動中にポートが消えた",
    "Waits for it to answer again (Identity Request on every port, pairing by round trip) for at most the announced restart time + 15 s":
      "楽器が再び応答するのを、知らされた再起動時間＋15秒まで待つ（すべてのポートでアイデンティティ・リクエスト、往復で対応付け）",
    "STATUS idle, result installed, and the Identity Reply's version is the new one":
      "STATUSが待機、結果はインストール完了、アイデンティティ・リプライのバージョンが新しいもの",
    Done: "完了",
    "STATUS idle, result failed": "STATUSが待機、結果は失敗",
    "Failed, the old firmware kept: the reason is rd": "失敗、元のファームウェアを保持：理由はrd",
    "STATUS receiving with every chunk held (next = total)":
      "STATUSが受信中、すべてのチャンクがそろっている（次のチャンク番号＝総チャンク数）",
    "Power was lost, or COMMIT was not heard: COMMIT again": "電源が切れたか、COMMITが届かなかった：COMMITを送り直す",
    "A deadline passed while installing, or the instrument not back":
      "インストール中に期限を過ぎた、または楽器が戻ってこない",
    '"Not yet": still installing. Leave it connected and switched on, and search again':
      "「未完了」：インストール中です。接続したまま電源を入れておき、もう一度探します",
    "COMMITTED (once, unsolicited, from the new firmware)": "COMMITTED（新しいファームウェアから一度だけ自発的に）",
    "May be missed: the host relies on STATUS": "受け取れないこともある：ホストはSTATUSで判断する",

    // power loss
    "Nothing changed": "変化なし",
    "Old firmware; receiving with every acknowledged chunk kept: UPDATE BEGIN with the same header resumes":
      "元のファームウェア。確認応答したチャンクをすべて保持して受信中：同じヘッダーのUPDATE BEGINで再開",
    "Old firmware; receiving with every chunk held: the host sends COMMIT again":
      "元のファームウェア。すべてのチャンクがそろって受信中：ホストがCOMMITを送り直す",
    "Old firmware (the boot record still points at it); receiving with every chunk held: the host sends COMMIT again":
      "元のファームウェア（ブートレコードはまだ元のファームウェアを指す）。すべてのチャンクがそろって受信中：ホストがCOMMITを送り直す",
    "The switch is done: the new firmware starts; idle, result installed":
      "切り替え済み：新しいファームウェアが起動。待機、結果はインストール完了",
    "A cable pulled (power kept), any phase": "ケーブルが抜けた（電源は入ったまま）、どの段階でも",
    "Nothing changes on the instrument: it goes on through its phases unheard":
      "楽器側は変わらず、応答が届かないまま各段階を進める",

    // rules
    "USB only": "USB接続のみ",
    "UPDATE BEGIN over Bluetooth: REFUSED 03": "BluetoothでのUPDATE BEGIN：REFUSED 03",
    "STATUS reports pw and bb. On battery below 30 %, UPDATE BEGIN and COMMIT are refused 0B":
      "STATUSがpwとbbを返す。バッテリー駆動で残量30%未満なら、UPDATE BEGINとCOMMITは0Bで拒否",
    Downgrades: "ダウングレード",
    "An image older than the installed firmware is refused 0A: an old signed release cannot be put back. The same version installs again (a repair)":
      "インストール済みのファームウェアより古いイメージは0Aで拒否。古い署名付きリリースには戻せない。同じバージョンは再インストールできる（修復）",
    "Stepping stones": "中間バージョン",
    "Installed firmware older than the image's minimum: REFUSED 02 with the minimum":
      "インストール済みのファームウェアがイメージの最低バージョンより古い：最低バージョンを付けたREFUSED 02",
    "Another model": "別の機種",
    "REFUSED 01 with the instrument's family and member codes":
      "楽器のファミリーコードとメンバーコードを付けたREFUSED 01",
    Signature: "署名",
    'Not signed (no "NVFW" format 02) or a wrong signature: 09; a key id not built in: 0C':
      "署名なし（「NVFW」フォーマット02ではない）または署名の誤り：09。組み込まれていない鍵ID：0C",
    Cancel: "中止",
    "ABORT until COMMIT; afterwards the instrument finishes by itself":
      "COMMITまではABORTで中止できる。その後は楽器が最後まで自動で進める",
    "Power loss": "電源断",
    "Handled in every phase (table: power loss)": "どの段階でも対処済み（表：電源断）",

    // the image header and keys
    'ASCII "NVFW"': "ASCII「NVFW」",
    "Header format 02": "ヘッダーフォーマット02",
    "Family code (14-bit, low 7 bits first)": "ファミリーコード（14ビット、下位7ビットが先）",
    "Member code (14-bit, low 7 bits first)": "メンバーコード（14ビット、下位7ビットが先）",
    "Version: major, minor, patch, build": "バージョン：メジャー、マイナー、パッチ、ビルド",
    "Minimum installed version (00 00 00 00: any)": "必要なインストール済みバージョンの最低値（00 00 00 00：制限なし）",
    "Body length, unsigned 32-bit little-endian (image = 160 + body)":
      "本体の長さ、符号なし32ビット、リトルエンディアン（イメージ＝160＋本体）",
    "Product id, ASCII, padded with 00": "製品ID、ASCII、残りは00で埋める",
    "Key id: the first 8 bytes of SHA-256 of the signing key's 32-byte Ed25519 public key":
      "鍵ID：署名鍵の32バイトのEd25519公開鍵のSHA-256の先頭8バイト",
    "SHA-256 of the body": "本体のSHA-256",
    "Ed25519 signature (RFC 8032) over bytes 0–95": "0～95バイト目に対するEd25519署名（RFC 8032）",
    "Noteva firmware key 1": "Notevaファームウェア署名鍵1",
    "Noteva firmware updates": "Notevaのファームウェアアップデート",
    "A firmware signed with a key instruments already trust carries a built-in key list holding the new key.":
      "楽器がすでに信頼している鍵で署名したファームウェアに、新しい鍵を含む鍵のリストを組み込みます。",
    "Once that firmware is installed widely, releases are signed with the new key.":
      "そのファームウェアが広く行き渡ったら、リリースを新しい鍵で署名します。",
    "A later firmware drops the old key from its list.": "その後のファームウェアで、古い鍵をリストから外します。",
    Always: "常に",
    "The key id in the header selects the key: an unknown id is refused 0C, a wrong signature 09.":
      "ヘッダーの鍵IDで鍵を選びます。未知のIDは0C、誤った署名は09で拒否されます。",

    // CRC-32 and the worked examples
    Width: "ビット幅",
    "32 bits": "32ビット",
    Polynomial: "生成多項式",
    "04C11DB7, processed reflected (EDB88320), least significant bit first":
      "04C11DB7、ビット反転で処理（EDB88320）、最下位ビットが先",
    "Initial value": "初期値",
    "Final XOR": "最終XOR",
    Check: "検査値",
    'CRC-32 of ASCII "123456789" = CBF43926': "ASCII文字列「123456789」のCRC-32＝CBF43926",
    "On the wire": "送信形式",
    "Five 7-bit groups, least significant first (k1 = bits 0–6 … k5 = bits 28–31)":
      "7ビットずつ5つ、下位が先（k1＝ビット0～6 … k5＝ビット28～31）",
    'ASCII "123456789": 31 32 33 34 35 36 37 38 39': "ASCII文字列「123456789」：31 32 33 34 35 36 37 38 39",
    "Sequence 1 (21-bit)": "シーケンス番号1（21ビット）",
    "Raw length 2 (14-bit)": "元のデータの長さ2（14ビット）",
    "FF 00 packed: the high bits (only FF's: 01), then the low 7 bits of each byte":
      "パッキングしたFF 00：最上位ビットの集まり（FFのみ：01）、続いて各バイトの下位7ビット",
    "CRC-32 of FF 00 = D2FDEF8D, five 7-bit groups, low first": "FF 00のCRC-32＝D2FDEF8D、7ビットずつ5つ、下位が先",
    "Family code: the product line, 14-bit, low 7 bits first":
      "ファミリーコード：製品ライン、14ビット、下位7ビットが先",
    "Member code: the model, 14-bit, low 7 bits first": "メンバーコード：機種、14ビット、下位7ビットが先",
  },
  patterns: [
    [/^Command: (.+)$/, "コマンド：$1"],
    // the Identity Reply's codes, with a model's code and line or model name ("Family code 0002 (Keyboards): …")
    [
      /^Family code (\w+) \((.+)\): the product line, 14-bit, low 7 bits first$/,
      "ファミリーコード$1（$2）：製品ライン、14ビット、下位7ビットが先",
    ],
    [
      /^Member code (\w+) \((.+)\): the model, 14-bit, low 7 bits first$/,
      "メンバーコード$1（$2）：機種、14ビット、下位7ビットが先",
    ],
    [
      /^Family code (\w+): the product line, 14-bit, low 7 bits first$/,
      "ファミリーコード$1：製品ライン、14ビット、下位7ビットが先",
    ],
    [/^Member code (\w+): the model, 14-bit, low 7 bits first$/, "メンバーコード$1：機種、14ビット、下位7ビットが先"],
  ],
  // a cell of codes and a time alone: seconds in kanji, a list with 、 (5秒, REFUSED 01、02、03)
  bare: [
    [/(\d+(?:\.\d+)?) s\b/g, "$1秒"],
    [/[;,] /g, "、"],
  ],
};
