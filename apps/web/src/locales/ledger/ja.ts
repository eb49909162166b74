import type { LedgerMessages } from './zh-Hans.ts';

export const ledgerJa: LedgerMessages = {
  proof: {
    intro:
      '毎営業日の締め（UTC+8 の 0 時）のあと、プラットフォームは全ユーザーに対する資産ごとの負債総額を、全残高でつくったマークルツリーのルートとともに署名して公開します。このページでは、その日のあなたの残高が公開された総額に含まれていることを、お使いのブラウザで確かめます。',
    day: '日付',
    asset: '通貨',
    pickDay: '日付を選択',
    empty: '日次ダイジェストはまだ公開されていません。最初の営業日が締まると公開されます。',
    loadFailed: '資産証明を読み込めませんでした',
    verdict: {
      included: '検証済み',
      includedText: '{{day}} のあなたの残高 {{balance}} は、公開された総額 {{total}} に含まれています。',
      refused: '検証できませんでした',
      noBalance: '計上される残高はありません',
      noBalanceText:
        '{{day}} に {{asset}} の残高がなかったため、プラットフォームがあなたに負う {{asset}} はなく、計上の対象外です（公開総額 {{total}}）。その日に {{asset}} を保有していた場合は、サポートにお問い合わせください。',
    },
    reasons: {
      DIGEST_KEY_UNKNOWN: 'ダイジェストの署名鍵は、プラットフォームが公開している鍵ではありません。',
      DIGEST_SIGNATURE_INVALID:
        'ダイジェストの署名が成り立ちません。署名後に内容が変更されたか、プラットフォームの鍵で署名されていません。',
      DIGEST_MALFORMED: '署名されたダイジェストの内容を読み取れません。',
      DIGEST_OTHER_DAY: '受け取ったダイジェストは、選んだ日付のものではありません。',
      DIGEST_ASSET_MISSING: 'その日の署名済みダイジェストに、この通貨の行がありません。',
      PROOF_MALFORMED: '証明のデータ形式が正しくありません。',
      PROOF_NEGATIVE: '証明にマイナスの金額があります。マイナス残高は他の人の残高を打ち消せてしまいます。',
      PROOF_TOO_LARGE: '証明の金額が許される範囲を超えています。',
      PROOF_NOT_PUBLISHED_ROOT: '証明が示すルートは、署名済みダイジェストが公開したルートと異なります。',
      PROOF_ROOT_MISMATCH:
        'あなたの残高とユーザー ID からパスをたどって計算したハッシュが、公開されたルートと一致しません。残高かパスが変更されたか、あなたの記録ではありません。',
      PROOF_SUM_MISMATCH: 'パスに沿って合計した額が、公開された総額と一致しません。',
    },
    facts: {
      title: 'その日のダイジェスト（署名済み）',
      day: '営業日',
      total: '公開総額',
      users: '計上ユーザー数',
      entries: '台帳の記録数',
      heads: '台帳チェーンの先頭',
      key: '署名鍵',
      signedAt: '署名日時',
    },
    checks: {
      title: 'ブラウザで確かめたこと',
      signature:
        'ダイジェストはプラットフォームが公開する鍵（Ed25519）で署名され、署名後に変更されていません。',
      signed: '総額とルートは、横にある署名のない項目ではなく、署名された内容そのものから読み取りました。',
      leaf: 'あなた自身のユーザー ID と残高からリーフを計算し直し、パスに沿って合計すると、公開されたルートと総額になりました。',
      states: { passed: '合格', failed: '不合格', skipped: '未実施' },
    },
    details: {
      title: '技術的な詳細',
      pathLength: 'パスの長さ（階層数）',
      leafHash: 'リーフのハッシュ（この端末で再計算）',
      nonce: 'リーフのノンス',
      root: 'ルートのハッシュ',
      publicKey: '署名鍵',
      signature: '署名',
      message: '署名された内容',
    },
  },
};
