import type { Texts } from '../../lib/texts.ts';

/**
 * What the admin domain says in `msg`: operators, their roles and sign-in, the reason an operator
 * gives for an action (a review, an adjustment), four eyes on money and bulk decisions. Merged in the
 * registry, `lib/messages.ts`.
 */
export const adminTexts = {
  USERNAME_INVALID: {
    'zh-Hans': '用户名为 3–32 位小写字母、数字、点、下划线或连字符',
    en: 'The username has 3–32 lower-case letters, digits, dots, underscores or hyphens',
    ja: 'ユーザー名は 3〜32 文字の小文字英字・数字・ドット・下線・ハイフンです',
    'zh-Hant': '使用者名稱為 3–32 位小寫字母、數字、點、底線或連字號',
  },
  USERNAME_TAKEN: {
    'zh-Hans': '该用户名已被使用',
    en: 'This username is already taken',
    ja: 'このユーザー名は既に使われています',
    'zh-Hant': '該使用者名稱已被使用',
  },
  ROLE_INVALID: {
    'zh-Hans': '角色不正确',
    en: 'Unknown role',
    ja: 'ロールが正しくありません',
    'zh-Hant': '角色不正確',
  },
  OPERATOR_PASSWORD_WEAK: {
    'zh-Hans': '密码需为 12–128 位，且包含字母和数字',
    en: 'The password needs 12–128 characters with letters and digits',
    ja: 'パスワードは英字と数字を含む 12〜128 文字にしてください',
    'zh-Hant': '密碼需為 12–128 位，且包含字母和數字',
  },
  OPERATOR_DISABLED: {
    'zh-Hans': '该管理员账号已停用',
    en: 'This operator account is disabled',
    ja: 'このオペレーターアカウントは無効になっています',
    'zh-Hant': '該管理員帳號已停用',
  },
  OPERATOR_NOT_FOUND: {
    'zh-Hans': '管理员不存在',
    en: 'No such operator',
    ja: 'オペレーターが見つかりません',
    'zh-Hant': '管理員不存在',
  },
  OLD_PASSWORD_WRONG: {
    'zh-Hans': '原密码错误',
    en: 'The current password is wrong',
    ja: '現在のパスワードが正しくありません',
    'zh-Hant': '原密碼錯誤',
  },
  TOTP_REQUIRED: {
    'zh-Hans': '请输入身份验证器中的 6 位动态码',
    en: 'Enter the 6-digit code from your authenticator app',
    ja: '認証アプリの 6 桁のコードを入力してください',
    'zh-Hant': '請輸入身分驗證器中的 6 位動態碼',
  },
  TOTP_INVALID: {
    'zh-Hans': '动态码错误或已使用',
    en: 'The authenticator code is wrong or already used',
    ja: '認証コードが正しくないか、既に使用されています',
    'zh-Hant': '動態碼錯誤或已使用',
  },
  TOTP_NOT_ENROLLED: {
    'zh-Hans': '请先绑定身份验证器',
    en: 'Set up an authenticator app first',
    ja: '先に認証アプリを登録してください',
    'zh-Hant': '請先綁定身分驗證器',
  },
  TOTP_ALREADY_ENABLED: {
    'zh-Hans': '已启用两步验证',
    en: 'Two-step verification is already on',
    ja: '2 段階認証は既に有効です',
    'zh-Hant': '已啟用兩步驗證',
  },
  // an operator's reason
  REASON_REQUIRED: {
    'zh-Hans': '请填写原因',
    en: 'Enter a reason',
    ja: '理由を入力してください',
    'zh-Hant': '請填寫原因',
  },
  REASON_TOO_LONG: {
    'zh-Hans': '原因最多 200 个字符',
    en: 'The reason has at most 200 characters',
    ja: '理由は 200 文字以内にしてください',
    'zh-Hant': '原因最多 200 個字元',
  },
  // four eyes on money (proposals) and bulk decisions
  PROPOSAL_NOT_FOUND: {
    'zh-Hans': '复核申请不存在',
    en: 'This proposal does not exist',
    ja: 'この承認申請は存在しません',
    'zh-Hant': '覆核申請不存在',
  },
  PROPOSAL_DECIDED: {
    'zh-Hans': '该申请已处理',
    en: 'This proposal has already been decided',
    ja: 'この申請は処理済みです',
    'zh-Hant': '該申請已處理',
  },
  PROPOSAL_OWN: {
    'zh-Hans': '不能复核自己提交的申请，请由另一位操作员处理',
    en: 'You cannot decide your own proposal: another operator must',
    ja: '自分の申請は承認・却下できません。別のオペレーターが行ってください',
    'zh-Hant': '不能覆核自己提交的申請，請由另一位操作員處理',
  },
  PROPOSAL_NOT_YOURS: {
    'zh-Hans': '只能撤回自己提交的申请',
    en: 'Only the operator who proposed it can cancel it',
    ja: '取り下げできるのは申請者本人だけです',
    'zh-Hant': '只能撤回自己提交的申請',
  },
  PROPOSAL_PENDING: {
    'zh-Hans': '该提币已有待复核的出款申请，请先处理',
    en: 'A payout of this withdrawal is already waiting for approval: decide it first',
    ja: 'この出金には承認待ちの支払申請があります。先に処理してください',
    'zh-Hant': '該提幣已有待覆核的出款申請，請先處理',
  },
  FOUR_EYES_REQUIRED: {
    'zh-Hans': '金额超过双人复核门槛（{limit} USDT），须在后台提交并由另一位操作员复核',
    en: 'The amount is above the four-eyes threshold ({limit} USDT): propose it in the console for another operator to approve',
    ja: '金額がダブルチェックの基準額（{limit} USDT）を超えています。管理画面で申請し、別のオペレーターの承認を受けてください',
    'zh-Hant': '金額超過雙人覆核門檻（{limit} USDT），須在後台提交並由另一位操作員覆核',
  },
  BULK_IDS_INVALID: {
    'zh-Hans': '请选择要处理的记录，每条一次',
    en: 'Choose the rows to act on, each once',
    ja: '処理する行を選んでください（各行 1 回まで）',
    'zh-Hant': '請選擇要處理的紀錄，每筆一次',
  },
  BULK_TOO_MANY: {
    'zh-Hans': '一次最多处理 100 条',
    en: 'At most 100 rows at once',
    ja: '一度に処理できるのは 100 件までです',
    'zh-Hant': '一次最多處理 100 筆',
  },
} as const satisfies Texts;
