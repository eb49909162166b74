import type { LedgerMessages } from './zh-Hans.ts';

export const ledgerZhHant: LedgerMessages = {
  proof: {
    intro:
      '每個營業日結束（北京時間 24:00）後，平台把欠全體用戶的每種資產總額，連同所有餘額組成的默克爾樹的樹根，一起簽名公布。本頁在您的瀏覽器裡核對：您當天的餘額已計入公布的總額。',
    day: '日期',
    asset: '幣種',
    pickDay: '選擇日期',
    empty: '平台還沒有公布每日摘要：第一個營業日結束後就會公布。',
    loadFailed: '資產證明載入失敗',
    verdict: {
      included: '已驗證',
      includedText: '您在 {{day}} 的 {{balance}} 餘額已計入平台公布的總額 {{total}}。',
      refused: '未通過驗證',
      noBalance: '沒有需要計入的餘額',
      noBalanceText:
        '您在 {{day}} 沒有 {{asset}} 餘額，平台當天不欠您 {{asset}}，無需計入（公布的總額 {{total}}）。如果您當天持有 {{asset}}，請聯繫客服。',
    },
    reasons: {
      DIGEST_KEY_UNKNOWN: '摘要的簽名公鑰不在平台公布的公鑰之列。',
      DIGEST_SIGNATURE_INVALID: '摘要的簽名不成立：內容在簽名後被改動過，或不是平台的密鑰簽的。',
      DIGEST_MALFORMED: '簽名的摘要內容無法識別。',
      DIGEST_OTHER_DAY: '收到的摘要不是所選日期的。',
      DIGEST_ASSET_MISSING: '當天簽名的摘要裡沒有這個幣種。',
      PROOF_MALFORMED: '證明的資料格式不正確。',
      PROOF_NEGATIVE: '證明裡有負數金額：負餘額可以抵消掉別人的餘額。',
      PROOF_TOO_LARGE: '證明裡的金額超出了允許的範圍。',
      PROOF_NOT_PUBLISHED_ROOT: '證明指向的樹根不是簽名摘要公布的那一個。',
      PROOF_ROOT_MISMATCH:
        '用您的餘額和用戶ID沿路徑算出的雜湊與公布的樹根不同：餘額或路徑被改動過，或這不是您的記錄。',
      PROOF_SUM_MISMATCH: '沿路徑逐層相加得到的總額與公布的總額不同。',
    },
    facts: {
      title: '當天摘要（已簽名）',
      day: '營業日',
      total: '公布總額',
      users: '計入用戶數',
      entries: '帳本記錄數',
      heads: '帳本鏈頭',
      key: '簽名公鑰',
      signedAt: '簽名時間',
    },
    checks: {
      title: '在您的瀏覽器裡核對了什麼',
      signature: '摘要由平台公布的公鑰（Ed25519）簽名，簽名後沒有被改動。',
      signed: '總額和樹根取自簽名內容本身，而不是旁邊未簽名的欄位。',
      leaf: '用您自己的用戶ID和餘額重算您的葉子，沿路徑逐層加總，算出的雜湊和總額與公布的一致。',
      states: { passed: '通過', failed: '未通過', skipped: '未進行' },
    },
    details: {
      title: '技術細節',
      pathLength: '路徑長度（層數）',
      leafHash: '葉子雜湊（本機重算）',
      nonce: '葉子隨機數',
      root: '樹根雜湊',
      publicKey: '簽名公鑰',
      signature: '簽名',
      message: '簽名內容',
    },
  },
};
