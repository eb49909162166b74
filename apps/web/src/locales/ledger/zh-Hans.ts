/**
 * The proof-of-liabilities page's texts (issue 37), called 资产证明 for users: what the platform owes
 * them, checked in their own browser (docs/decisions/verifiable-ledger.md says why not 储备金证明).
 * They load with the page (see ../lazy.ts); every other language has exactly these keys.
 */
export const ledgerZhHans = {
  proof: {
    intro:
      '每个营业日结束（北京时间 24:00）后，平台把欠全体用户的每种资产总额，连同所有余额组成的默克尔树的树根，一起签名公布。本页在您的浏览器里核对：您当天的余额已计入公布的总额。',
    day: '日期',
    asset: '币种',
    pickDay: '选择日期',
    empty: '平台还没有公布每日摘要：第一个营业日结束后就会公布。',
    loadFailed: '资产证明加载失败',
    verdict: {
      included: '已验证',
      includedText: '您在 {{day}} 的 {{balance}} 余额已计入平台公布的总额 {{total}}。',
      refused: '未通过验证',
      noBalance: '没有需要计入的余额',
      noBalanceText:
        '您在 {{day}} 没有 {{asset}} 余额，平台当天不欠您 {{asset}}，无需计入（公布的总额 {{total}}）。如果您当天持有 {{asset}}，请联系客服。',
    },
    reasons: {
      DIGEST_KEY_UNKNOWN: '摘要的签名公钥不在平台公布的公钥之列。',
      DIGEST_SIGNATURE_INVALID: '摘要的签名不成立：内容在签名后被改动过，或不是平台的密钥签的。',
      DIGEST_MALFORMED: '签名的摘要内容无法识别。',
      DIGEST_OTHER_DAY: '收到的摘要不是所选日期的。',
      DIGEST_ASSET_MISSING: '当天签名的摘要里没有这个币种。',
      PROOF_MALFORMED: '证明的数据格式不正确。',
      PROOF_NEGATIVE: '证明里有负数金额：负余额可以抵消掉别人的余额。',
      PROOF_TOO_LARGE: '证明里的金额超出了允许的范围。',
      PROOF_NOT_PUBLISHED_ROOT: '证明指向的树根不是签名摘要公布的那一个。',
      PROOF_ROOT_MISMATCH:
        '用您的余额和用户ID沿路径算出的哈希与公布的树根不同：余额或路径被改动过，或这不是您的记录。',
      PROOF_SUM_MISMATCH: '沿路径逐层相加得到的总额与公布的总额不同。',
    },
    facts: {
      title: '当天摘要（已签名）',
      day: '营业日',
      total: '公布总额',
      users: '计入用户数',
      entries: '账本记录数',
      heads: '账本链头',
      key: '签名公钥',
      signedAt: '签名时间',
    },
    checks: {
      title: '在您的浏览器里核对了什么',
      signature: '摘要由平台公布的公钥（Ed25519）签名，签名后没有被改动。',
      signed: '总额和树根取自签名内容本身，而不是旁边未签名的字段。',
      leaf: '用您自己的用户ID和余额重算您的叶子，沿路径逐层加总，算出的哈希和总额与公布的一致。',
      states: { passed: '通过', failed: '未通过', skipped: '未进行' },
    },
    details: {
      title: '技术细节',
      pathLength: '路径长度（层数）',
      leafHash: '叶子哈希（本机重算）',
      nonce: '叶子随机数',
      root: '树根哈希',
      publicKey: '签名公钥',
      signature: '签名',
      message: '签名内容',
    },
  },
};

export type LedgerMessages = typeof ledgerZhHans;
