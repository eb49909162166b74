import type { Language } from '@mcc/contract';
import { ERROR_TEXTS } from '@mcc/contract/error-texts';

type Text = Record<Language, string>;

/**
 * Every message the API can put in `msg`, by stable key, in all four languages.
 * `{name}` placeholders are filled from the error's params.
 */
export const messages = {
  // The contract's validation keys, worded once for the server and the web app.
  ...ERROR_TEXTS,
  // generic
  VALIDATION: {
    'zh-Hans': '参数错误',
    en: 'Invalid input',
    ja: '入力が正しくありません',
    'zh-Hant': '參數錯誤',
  },
  FIELD_INVALID: {
    'zh-Hans': '{field} 格式不正确',
    en: '{field} is invalid',
    ja: '{field} の形式が正しくありません',
    'zh-Hant': '{field} 格式不正確',
  },
  FIELD_REQUIRED: {
    'zh-Hans': '请填写 {field}',
    en: '{field} is required',
    ja: '{field} を入力してください',
    'zh-Hant': '請填寫 {field}',
  },
  FIELD_UNKNOWN: {
    'zh-Hans': '不支持的字段 {field}',
    en: 'Unknown field {field}',
    ja: '不明な項目 {field}',
    'zh-Hant': '不支援的欄位 {field}',
  },
  INVALID_JSON: {
    'zh-Hans': '请求体不是有效的 JSON',
    en: 'The request body is not valid JSON',
    ja: 'リクエスト本文が正しい JSON ではありません',
    'zh-Hant': '請求內容不是有效的 JSON',
  },
  UNSUPPORTED_MEDIA_TYPE: {
    'zh-Hans': '不支持的请求格式',
    en: 'Unsupported request format',
    ja: 'サポートされていないリクエスト形式です',
    'zh-Hant': '不支援的請求格式',
  },
  UNAUTHORIZED: {
    'zh-Hans': '请先登录',
    en: 'Please sign in',
    ja: 'ログインしてください',
    'zh-Hant': '請先登入',
  },
  RATE_LIMITED: {
    'zh-Hans': '操作过于频繁，请稍后再试',
    en: 'Too many requests, please try again later',
    ja: 'リクエストが多すぎます。しばらくしてから再試行してください',
    'zh-Hant': '操作過於頻繁，請稍後再試',
  },
  FILE_TOO_LARGE: {
    'zh-Hans': '文件过大',
    en: 'The file is too large',
    ja: 'ファイルが大きすぎます',
    'zh-Hant': '檔案過大',
  },
  NOT_FOUND: { 'zh-Hans': '接口不存在', en: 'Not found', ja: '見つかりません', 'zh-Hant': '介面不存在' },
  INTERNAL: {
    'zh-Hans': '服务器繁忙，请稍后再试',
    en: 'Something went wrong, please try again later',
    ja: 'サーバーエラーが発生しました。しばらくしてから再試行してください',
    'zh-Hant': '伺服器繁忙，請稍後再試',
  },
  DATABASE_UNAVAILABLE: {
    'zh-Hans': '服务暂时不可用，请 {retryAfter} 秒后重试',
    en: 'The service is briefly unavailable, please try again in {retryAfter} s',
    ja: 'サービスが一時的に利用できません。{retryAfter} 秒後に再試行してください',
    'zh-Hant': '服務暫時無法使用，請 {retryAfter} 秒後重試',
  },
  // field rules (used as zod messages in @mcc/contract)
  ID_INVALID: {
    'zh-Hans': 'ID 不正确',
    en: 'Invalid id',
    ja: 'ID が正しくありません',
    'zh-Hant': 'ID 不正確',
  },
  EVENT_INVALID: {
    'zh-Hans': '未知的验证码用途',
    en: 'Unknown code purpose',
    ja: '不明な認証コードの用途です',
    'zh-Hant': '未知的驗證碼用途',
  },
  TEXT_INVALID: {
    'zh-Hans': '{field} 含有不允许的字符',
    en: '{field} contains characters that are not allowed',
    ja: '{field} に使用できない文字が含まれています',
    'zh-Hant': '{field} 含有不允許的字元',
  },
  // verification codes
  CODE_INVALID: {
    'zh-Hans': '验证码错误',
    en: 'Wrong verification code',
    ja: '認証コードが正しくありません',
    'zh-Hant': '驗證碼錯誤',
  },
  CODE_EXPIRED: {
    'zh-Hans': '验证码已过期，请重新获取',
    en: 'The code has expired, please request a new one',
    ja: '認証コードの有効期限が切れました。再取得してください',
    'zh-Hant': '驗證碼已過期，請重新取得',
  },
  CODE_USED: {
    'zh-Hans': '验证码已使用，请重新获取',
    en: 'The code was already used, please request a new one',
    ja: '認証コードは使用済みです。再取得してください',
    'zh-Hant': '驗證碼已使用，請重新取得',
  },
  CODE_TOO_MANY_TRIES: {
    'zh-Hans': '错误次数过多，验证码已失效，请重新获取',
    en: 'Too many wrong tries; the code no longer works, please request a new one',
    ja: '誤りが多すぎたため認証コードは無効になりました。再取得してください',
    'zh-Hant': '錯誤次數過多，驗證碼已失效，請重新取得',
  },
  CODE_SEND_TOO_SOON: {
    'zh-Hans': '发送过于频繁，请 {seconds} 秒后再试',
    en: 'Please wait {seconds} s before asking for another code',
    ja: '{seconds} 秒後に再度お試しください',
    'zh-Hant': '發送過於頻繁，請 {seconds} 秒後再試',
  },
  CODE_DAILY_LIMIT: {
    'zh-Hans': '今日发送次数已达上限',
    en: 'Daily limit for codes reached',
    ja: '本日の送信回数の上限に達しました',
    'zh-Hant': '今日發送次數已達上限',
  },
  CODE_SEND_FAILED: {
    'zh-Hans': '验证码发送失败，请稍后再试',
    en: 'The code could not be sent, please try again later',
    ja: '認証コードを送信できませんでした。しばらくしてから再試行してください',
    'zh-Hant': '驗證碼發送失敗，請稍後再試',
  },
  CODE_MESSAGE: {
    'zh-Hans': '【MCC】您的验证码是 {code}，{minutes} 分钟内有效，请勿告诉他人。',
    en: '[MCC] Your verification code is {code}. It is valid for {minutes} minutes; do not share it.',
    ja: '【MCC】認証コードは {code} です。{minutes} 分間有効です。他人に教えないでください。',
    'zh-Hant': '【MCC】您的驗證碼是 {code}，{minutes} 分鐘內有效，請勿告訴他人。',
  },
  // accounts
  MOBILE_TAKEN: {
    'zh-Hans': '该手机号已注册',
    en: 'This mobile number is already registered',
    ja: 'この携帯電話番号は登録済みです',
    'zh-Hant': '該手機號碼已註冊',
  },
  EMAIL_TAKEN: {
    'zh-Hans': '该邮箱已注册',
    en: 'This e-mail address is already registered',
    ja: 'このメールアドレスは登録済みです',
    'zh-Hant': '該電子郵件已註冊',
  },
  ACCOUNT_NOT_FOUND: {
    'zh-Hans': '账号不存在',
    en: 'No account with these details',
    ja: 'アカウントが存在しません',
    'zh-Hant': '帳號不存在',
  },
  INVITE_CODE_REQUIRED: {
    'zh-Hans': '请填写邀请码',
    en: 'An invite code is required',
    ja: '招待コードを入力してください',
    'zh-Hant': '請填寫邀請碼',
  },
  LOGIN_FAILED: {
    'zh-Hans': '账号或密码错误',
    en: 'Wrong account or password',
    ja: 'アカウントまたはパスワードが正しくありません',
    'zh-Hant': '帳號或密碼錯誤',
  },
  ACCOUNT_LOCKED: {
    'zh-Hans': '密码错误次数过多，请 {minutes} 分钟后再试',
    en: 'Too many wrong passwords; try again in {minutes} min',
    ja: 'パスワードの誤りが多すぎます。{minutes} 分後に再試行してください',
    'zh-Hant': '密碼錯誤次數過多，請 {minutes} 分鐘後再試',
  },
  ACCOUNT_SUSPENDED: {
    'zh-Hans': '账号已被冻结，请联系客服',
    en: 'This account is suspended; please contact support',
    ja: 'このアカウントは停止されています。サポートにお問い合わせください',
    'zh-Hant': '帳號已被凍結，請聯絡客服',
  },
  PAY_PASSWORD_CODE_REQUIRED: {
    'zh-Hans': '请填写发送到您手机或邮箱的验证码',
    en: 'Enter the code sent to your mobile or e-mail',
    ja: '携帯電話またはメールに送信された認証コードを入力してください',
    'zh-Hant': '請填寫發送到您手機或電子郵件的驗證碼',
  },
  PAY_PASSWORD_WRONG: {
    'zh-Hans': '支付密码错误',
    en: 'Wrong payment password',
    ja: '支払いパスワードが正しくありません',
    'zh-Hant': '支付密碼錯誤',
  },
  // wallet sign-in
  WALLET_MESSAGE_INVALID: {
    'zh-Hans': '签名消息格式不正确',
    en: 'The signed message is not valid',
    ja: '署名メッセージの形式が正しくありません',
    'zh-Hant': '簽名訊息格式不正確',
  },
  WALLET_SIGNATURE_INVALID: {
    'zh-Hans': '签名验证失败',
    en: 'The signature does not match',
    ja: '署名の検証に失敗しました',
    'zh-Hant': '簽名驗證失敗',
  },
  WALLET_MESSAGE_EXPIRED: {
    'zh-Hans': '签名已过期，请重新签名',
    en: 'The signed message has expired, please sign again',
    ja: '署名の有効期限が切れました。もう一度署名してください',
    'zh-Hant': '簽名已過期，請重新簽名',
  },
  WALLET_NONCE_USED: {
    'zh-Hans': '该签名已使用，请重新签名',
    en: 'This signature was already used, please sign again',
    ja: 'この署名は使用済みです。もう一度署名してください',
    'zh-Hant': '該簽名已使用，請重新簽名',
  },
  WALLET_NOT_REGISTERED: {
    'zh-Hans': '该钱包尚未注册',
    en: 'This wallet is not registered yet',
    ja: 'このウォレットはまだ登録されていません',
    'zh-Hant': '該錢包尚未註冊',
  },
  WALLET_TAKEN: {
    'zh-Hans': '该钱包已注册',
    en: 'This wallet is already registered',
    ja: 'このウォレットは登録済みです',
    'zh-Hant': '該錢包已註冊',
  },
  // ledger
  INSUFFICIENT_BALANCE: {
    'zh-Hans': '余额不足',
    en: 'Insufficient balance',
    ja: '残高が不足しています',
    'zh-Hant': '餘額不足',
  },
  ACCOUNT_FROZEN: {
    'zh-Hans': '资金账户已冻结，请联系客服',
    en: 'This wallet is frozen; please contact support',
    ja: 'このウォレットは凍結されています。サポートにお問い合わせください',
    'zh-Hant': '資金帳戶已凍結，請聯絡客服',
  },
  ALREADY_POSTED: {
    'zh-Hans': '该笔款项已入账',
    en: 'This payment has already been completed',
    ja: 'この取引はすでに確定しています',
    'zh-Hant': '該筆款項已入帳',
  },
  ALREADY_VOIDED: {
    'zh-Hans': '该笔款项已撤销',
    en: 'This payment has already been cancelled',
    ja: 'この取引はすでに取り消されています',
    'zh-Hant': '該筆款項已撤銷',
  },
  IDEMPOTENCY_CONFLICT: {
    'zh-Hans': '重复提交的请求与首次内容不一致',
    en: 'This request repeats an earlier one with different content',
    ja: 'この再送リクエストは最初の内容と一致しません',
    'zh-Hant': '重複提交的請求與首次內容不一致',
  },
  TRANSFER_NOT_FOUND: {
    'zh-Hans': '款项记录不存在',
    en: 'No such payment',
    ja: '取引が見つかりません',
    'zh-Hant': '款項記錄不存在',
  },
  ASSET_MISMATCH: {
    'zh-Hans': '币种不一致',
    en: 'The accounts hold different assets',
    ja: '通貨が一致しません',
    'zh-Hant': '幣種不一致',
  },
  SAME_ACCOUNT: {
    'zh-Hans': '不能转给同一账户',
    en: 'Cannot move money to the same account',
    ja: '同じ口座には送金できません',
    'zh-Hant': '不能轉給同一帳戶',
  },
  // wallet
  NETWORK_DISABLED: {
    'zh-Hans': '该网络暂停使用',
    en: 'This network is currently unavailable',
    ja: 'このネットワークは現在利用できません',
    'zh-Hant': '該網路暫停使用',
  },
  TX_HASH_USED: {
    'zh-Hans': '该交易哈希已提交过',
    en: 'This transaction hash has already been submitted',
    ja: 'このトランザクションハッシュは提出済みです',
    'zh-Hant': '該交易雜湊已提交過',
  },
  PROOF_NOT_YOURS: {
    'zh-Hans': '请上传您自己的转账凭证',
    en: 'Upload your own proof of the transfer',
    ja: 'ご自身で送金の証明画像をアップロードしてください',
    'zh-Hant': '請上傳您自己的轉帳憑證',
  },
  WITHDRAW_BELOW_MIN: {
    'zh-Hans': '最低提币 {min} USDT',
    en: 'The minimum withdrawal is {min} USDT',
    ja: '最低出金額は {min} USDT です',
    'zh-Hant': '最低提幣 {min} USDT',
  },
  WITHDRAW_ABOVE_MAX: {
    'zh-Hans': '单笔最多提币 {max} USDT',
    en: 'The maximum per withdrawal is {max} USDT',
    ja: '1 回の出金上限は {max} USDT です',
    'zh-Hant': '單筆最多提幣 {max} USDT',
  },
  WITHDRAW_DAILY_LIMIT: {
    'zh-Hans': '超出 24 小时提币额度，剩余 {remaining} USDT',
    en: 'Over the 24-hour withdrawal limit; {remaining} USDT left',
    ja: '24 時間の出金上限を超えています（残り {remaining} USDT）',
    'zh-Hant': '超出 24 小時提幣額度，剩餘 {remaining} USDT',
  },
  PAY_PASSWORD_WRONG_LEFT: {
    'zh-Hans': '支付密码错误，还可尝试 {remaining} 次',
    en: 'Wrong payment password; {remaining} tries left',
    ja: '支払いパスワードが正しくありません（残り {remaining} 回）',
    'zh-Hant': '支付密碼錯誤，還可嘗試 {remaining} 次',
  },
  PAY_PASSWORD_NOT_SET: {
    'zh-Hans': '请先设置支付密码',
    en: 'Set a payment password first',
    ja: '先に支払いパスワードを設定してください',
    'zh-Hant': '請先設定支付密碼',
  },
  PAY_PASSWORD_LOCKED: {
    'zh-Hans': '支付密码错误次数过多，请 {minutes} 分钟后再试',
    en: 'Too many wrong payment passwords; try again in {minutes} minutes',
    ja: '支払いパスワードの誤りが多すぎます。{minutes} 分後に再試行してください',
    'zh-Hant': '支付密碼錯誤次數過多，請 {minutes} 分鐘後再試',
  },
  RECIPIENT_NOT_FOUND: {
    'zh-Hans': '收款用户不存在',
    en: 'No user with this UID, mobile or e-mail',
    ja: '受取人が見つかりません',
    'zh-Hant': '收款用戶不存在',
  },
  TRANSFER_TO_SELF: {
    'zh-Hans': '不能转账给自己',
    en: 'You cannot transfer to yourself',
    ja: '自分には送金できません',
    'zh-Hant': '不能轉帳給自己',
  },
  IDEMPOTENCY_KEY_INVALID: {
    'zh-Hans': '请求标识不正确',
    en: 'Invalid Idempotency-Key',
    ja: 'Idempotency-Key が正しくありません',
    'zh-Hant': '請求標識不正確',
  },
  IDEMPOTENCY_IN_PROGRESS: {
    'zh-Hans': '请求处理中，请稍后',
    en: 'This request is still being processed',
    ja: 'このリクエストは処理中です',
    'zh-Hant': '請求處理中，請稍後',
  },
  IDEMPOTENCY_ANSWER_LOST: {
    'zh-Hans': '该请求已执行，款项已变动，但结果未能返回，请查看记录，勿重复提交',
    en: 'This request was carried out and the money moved, but its answer was lost: check your records instead of sending it again',
    ja: 'このリクエストは実行済みで資金は移動しましたが、結果を返せませんでした。再送せずに履歴をご確認ください',
    'zh-Hant': '該請求已執行，款項已變動，但結果未能返回，請查看記錄，勿重複提交',
  },
  RECHARGE_NOT_FOUND: {
    'zh-Hans': '充值记录不存在',
    en: 'No such recharge',
    ja: '入金記録が見つかりません',
    'zh-Hant': '充值記錄不存在',
  },
  WITHDRAWAL_NOT_FOUND: {
    'zh-Hans': '提币记录不存在',
    en: 'No such withdrawal',
    ja: '出金記録が見つかりません',
    'zh-Hant': '提幣記錄不存在',
  },
  ALREADY_REVIEWED: {
    'zh-Hans': '该记录已处理',
    en: 'This request has already been handled',
    ja: 'この申請は処理済みです',
    'zh-Hant': '該記錄已處理',
  },
  REASON_REQUIRED: {
    'zh-Hans': '请填写原因',
    en: 'Enter a reason',
    ja: '理由を入力してください',
    'zh-Hant': '請填寫原因',
  },
  // admin
  FORBIDDEN: {
    'zh-Hans': '没有执行此操作的权限',
    en: 'You do not have permission to do this',
    ja: 'この操作を行う権限がありません',
    'zh-Hant': '沒有執行此操作的權限',
  },
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
  // notices
  NOTICE_NOT_FOUND: {
    'zh-Hans': '公告不存在',
    en: 'No such notice',
    ja: 'お知らせが見つかりません',
    'zh-Hant': '公告不存在',
  },
  NOTICE_TITLE_REQUIRED: {
    'zh-Hans': '请填写简体中文标题',
    en: 'A Simplified Chinese title is required',
    ja: '簡体字中国語のタイトルを入力してください',
    'zh-Hant': '請填寫簡體中文標題',
  },
  NOTICE_TITLE_TOO_LONG: {
    'zh-Hans': '标题最多 200 个字符',
    en: 'The title has at most 200 characters',
    ja: 'タイトルは 200 文字以内にしてください',
    'zh-Hant': '標題最多 200 個字元',
  },
  NOTICE_CONTENT_REQUIRED: {
    'zh-Hans': '请填写简体中文内容',
    en: 'Simplified Chinese content is required',
    ja: '簡体字中国語の本文を入力してください',
    'zh-Hant': '請填寫簡體中文內容',
  },
  NOTICE_CONTENT_TOO_LONG: {
    'zh-Hans': '内容过长',
    en: 'The content is too long',
    ja: '本文が長すぎます',
    'zh-Hant': '內容過長',
  },
  NOTICE_LANGUAGE_INCOMPLETE: {
    'zh-Hans': '每种语言的标题和内容需同时填写',
    en: 'Each language needs both a title and content',
    ja: '各言語でタイトルと本文の両方を入力してください',
    'zh-Hant': '每種語言的標題和內容需同時填寫',
  },
  PUBLISH_AT_INVALID: {
    'zh-Hans': '发布时间格式不正确',
    en: 'Invalid publish time',
    ja: '公開日時の形式が正しくありません',
    'zh-Hant': '發佈時間格式不正確',
  },
  BANNER_NOT_FOUND: {
    'zh-Hans': '轮播图不存在',
    en: 'No such banner',
    ja: 'バナーが見つかりません',
    'zh-Hant': '輪播圖不存在',
  },
  BANNER_IMAGE_INVALID: {
    'zh-Hans': '请上传轮播图图片',
    en: 'Upload a banner image',
    ja: 'バナー画像をアップロードしてください',
    'zh-Hant': '請上傳輪播圖圖片',
  },
  BANNER_LINK_INVALID: {
    'zh-Hans': '链接需为站内路径或 http(s) 地址',
    en: 'The link must be an in-app path or an http(s) address',
    ja: 'リンクはアプリ内のパスか http(s) アドレスにしてください',
    'zh-Hant': '連結需為站內路徑或 http(s) 位址',
  },
  BANNER_SORT_INVALID: {
    'zh-Hans': '排序需为整数',
    en: 'The sort order must be a whole number',
    ja: '並び順は整数にしてください',
    'zh-Hant': '排序需為整數',
  },
  // admin console
  USER_NOT_FOUND: {
    'zh-Hans': '用户不存在',
    en: 'No such user',
    ja: 'ユーザーが見つかりません',
    'zh-Hant': '用戶不存在',
  },
  LEDGER_ACCOUNT_NOT_FOUND: {
    'zh-Hans': '账户不存在',
    en: 'No such ledger account',
    ja: '口座が見つかりません',
    'zh-Hant': '帳戶不存在',
  },
  REASON_TOO_LONG: {
    'zh-Hans': '原因最多 200 个字符',
    en: 'The reason has at most 200 characters',
    ja: '理由は 200 文字以内にしてください',
    'zh-Hant': '原因最多 200 個字元',
  },
  SETTINGS_NETWORK_DUPLICATE: {
    'zh-Hans': '网络 {network} 重复出现',
    en: 'The network {network} is listed twice',
    ja: 'ネットワーク {network} が重複しています',
    'zh-Hant': '網路 {network} 重複出現',
  },
  SETTINGS_ADDRESS_INVALID: {
    'zh-Hans': '{network} 充值地址无效',
    en: 'The {network} deposit address is not valid',
    ja: '{network} の入金アドレスが正しくありません',
    'zh-Hant': '{network} 充值地址無效',
  },
  SETTINGS_WITHDRAW_RANGE: {
    'zh-Hans': '{network} 提现规则需满足：最小金额 ≤ 最大金额 ≤ 每日限额',
    en: '{network} withdrawal rule: minimum ≤ maximum ≤ daily limit',
    ja: '{network} の出金ルール：最小額 ≤ 最大額 ≤ 1 日の上限 にしてください',
    'zh-Hant': '{network} 提現規則需滿足：最小金額 ≤ 最大金額 ≤ 每日限額',
  },
  SETTINGS_LANGUAGE_INVALID: {
    'zh-Hans': '语言须为 zh-Hans、en、ja、zh-Hant 且不重复，默认语言须在其中',
    en: 'Languages must be among zh-Hans, en, ja, zh-Hant without repeats, and include the default',
    ja: '言語は zh-Hans、en、ja、zh-Hant から重複なく選び、既定の言語を含めてください',
    'zh-Hant': '語言須為 zh-Hans、en、ja、zh-Hant 且不重複，預設語言須在其中',
  },
  SETTINGS_NETWORKS_REQUIRED: {
    'zh-Hans': '至少需要一个网络',
    en: 'At least one network is required',
    ja: 'ネットワークを 1 つ以上設定してください',
    'zh-Hant': '至少需要一個網路',
  },
  SETTINGS_URL_INVALID: {
    'zh-Hans': '请输入有效的 http(s) 地址',
    en: 'Enter a valid http(s) address',
    ja: '有効な http(s) アドレスを入力してください',
    'zh-Hant': '請輸入有效的 http(s) 位址',
  },
  // upload
  UPLOAD_NO_FILE: {
    'zh-Hans': '请选择要上传的文件',
    en: 'Choose a file to upload',
    ja: 'アップロードするファイルを選択してください',
    'zh-Hant': '請選擇要上傳的檔案',
  },
  UPLOAD_TYPE_NOT_ALLOWED: {
    'zh-Hans': '仅支持 JPEG、PNG、WebP、GIF 图片',
    en: 'Only JPEG, PNG, WebP and GIF images are allowed',
    ja: 'JPEG、PNG、WebP、GIF 画像のみアップロードできます',
    'zh-Hant': '僅支援 JPEG、PNG、WebP、GIF 圖片',
  },
  UPLOAD_FILE_NAME_INVALID: {
    'zh-Hans': '文件名不合法',
    en: 'Invalid file name',
    ja: 'ファイル名が正しくありません',
    'zh-Hant': '檔案名稱不合法',
  },
  // AI quant (pledge), coin-mix, team
  PRODUCT_NOT_FOUND: {
    'zh-Hans': '产品不存在',
    en: 'Product not found',
    ja: '商品が見つかりません',
    'zh-Hant': '產品不存在',
  },
  PRODUCT_CLOSED: {
    'zh-Hans': '该产品暂停认购',
    en: 'This product is not taking new stakes',
    ja: 'この商品は現在受付を停止しています',
    'zh-Hant': '該產品暫停認購',
  },
  PLEDGE_BELOW_MIN: {
    'zh-Hans': '最低质押 {min} USDT',
    en: 'The minimum stake is {min} USDT',
    ja: '最低ステーク額は {min} USDT です',
    'zh-Hant': '最低質押 {min} USDT',
  },
  PLEDGE_ABOVE_MAX: {
    'zh-Hans': '单笔最高质押 {max} USDT',
    en: 'The maximum stake per order is {max} USDT',
    ja: '1 回のステーク上限は {max} USDT です',
    'zh-Hant': '單筆最高質押 {max} USDT',
  },
  QUOTA_EXCEEDED: {
    'zh-Hans': '产品剩余额度仅 {remaining} USDT',
    en: 'Only {remaining} USDT of this product is left',
    ja: 'この商品の残り枠は {remaining} USDT です',
    'zh-Hant': '產品剩餘額度僅 {remaining} USDT',
  },
  PLEDGE_ORDER_NOT_FOUND: {
    'zh-Hans': '订单不存在',
    en: 'No such order',
    ja: '注文が見つかりません',
    'zh-Hant': '訂單不存在',
  },
  PRODUCT_NAME_REQUIRED: {
    'zh-Hans': '请填写产品名称（简体中文必填）',
    en: 'Enter the product name (Simplified Chinese is required)',
    ja: '商品名を入力してください（簡体字中国語は必須）',
    'zh-Hant': '請填寫產品名稱（簡體中文必填）',
  },
  PRODUCT_NAME_TOO_LONG: {
    'zh-Hans': '产品名称最多 40 个字符',
    en: 'The product name is at most 40 characters',
    ja: '商品名は 40 文字以内です',
    'zh-Hant': '產品名稱最多 40 個字元',
  },
  TERM_INVALID: {
    'zh-Hans': '期限为 1 到 3650 天',
    en: 'The term is 1 to 3650 days',
    ja: '期間は 1〜3650 日です',
    'zh-Hant': '期限為 1 到 3650 天',
  },
  RATE_INVALID: {
    'zh-Hans': '日收益率为 1 到 10000 个基点',
    en: 'The daily rate is 1 to 10000 basis points',
    ja: '日利は 1〜10000 ベーシスポイントです',
    'zh-Hant': '日收益率為 1 到 10000 個基點',
  },
  PRODUCT_LIMITS_INVALID: {
    'zh-Hans': '最低金额不能大于最高金额，额度不能小于已售',
    en: 'The minimum cannot exceed the maximum, and the quota cannot be below what is sold',
    ja: '最低額は最高額以下、枠は販売済み額以上にしてください',
    'zh-Hant': '最低金額不能大於最高金額，額度不能小於已售',
  },
  LEVEL_INVALID: {
    'zh-Hans': '层级只能是 1、2 或 3',
    en: 'The level is 1, 2 or 3',
    ja: '階層は 1、2、3 のいずれかです',
    'zh-Hant': '層級只能是 1、2 或 3',
  },
  DAY_INVALID: {
    'zh-Hans': '日期格式应为 YYYY-MM-DD',
    en: 'The day must be a date as YYYY-MM-DD',
    ja: '日付は YYYY-MM-DD の形式で指定してください',
    'zh-Hant': '日期格式應為 YYYY-MM-DD',
  },
  DAY_IN_FUTURE: {
    'zh-Hans': '不能为未来的日期执行（今天是 {today}）',
    en: 'A day after today cannot be run (today is {today})',
    ja: '未来の日付は実行できません（今日は {today}）',
    'zh-Hant': '不能為未來的日期執行（今天是 {today}）',
  },
  PLAN_RANGE_INVALID: {
    'zh-Hans': '结束时间须晚于开始时间',
    en: 'The end time must be after the start time',
    ja: '終了時刻は開始時刻より後にしてください',
    'zh-Hant': '結束時間須晚於開始時間',
  },
  PLAN_TIME_PAST: {
    'zh-Hans': '计划的时间必须在未来',
    en: 'Every time of a plan must be in the future',
    ja: '計画の時刻はすべて未来にしてください',
    'zh-Hant': '計畫的時間必須在未來',
  },
  PLAN_TIME_DUPLICATE: {
    'zh-Hans': '两个价格点的时间不能相同',
    en: 'Two points cannot share a time',
    ja: '同じ時刻の価格ポイントは指定できません',
    'zh-Hant': '兩個價格點的時間不能相同',
  },
  PLAN_NOT_FOUND: {
    'zh-Hans': '价格计划不存在',
    en: 'Price plan not found',
    ja: '価格計画が見つかりません',
    'zh-Hant': '價格計畫不存在',
  },
  PLAN_NOT_SCHEDULED: {
    'zh-Hans': '该计划已结束或已取消',
    en: 'The plan is already done or cancelled',
    ja: 'この計画は完了済みか取り消し済みです',
    'zh-Hant': '該計畫已結束或已取消',
  },
  PRICE_NOT_SET: {
    'zh-Hans': '该币种尚无价格',
    en: 'This token has no price yet',
    ja: 'この銘柄にはまだ価格がありません',
    'zh-Hant': '該幣種尚無價格',
  },
  MCC_BUY_DISABLED: {
    'zh-Hans': '暂未开放买入 MCC',
    en: 'Buying MCC is not open',
    ja: 'MCC の購入は現在できません',
    'zh-Hant': '暫未開放買入 MCC',
  },
  TRADE_BELOW_MIN: {
    'zh-Hans': '每笔至少 {min}',
    en: 'The smallest trade is {min}',
    ja: '1 回の最小取引量は {min} です',
    'zh-Hant': '每筆至少 {min}',
  },
  TRADE_TOO_SMALL: {
    'zh-Hans': '金额过小，按当前价格无法成交',
    en: 'The amount is too small to trade at the current price',
    ja: '金額が小さすぎて現在の価格では取引できません',
    'zh-Hant': '金額過小，按當前價格無法成交',
  },
  TRADE_DAILY_LIMIT: {
    'zh-Hans': '超过 24 小时交易限额，剩余 {remaining}',
    en: 'Over the 24-hour trading limit; {remaining} left',
    ja: '24 時間の取引上限を超えています（残り {remaining}）',
    'zh-Hant': '超過 24 小時交易限額，剩餘 {remaining}',
  },
  STREAM_TOO_MANY: {
    'zh-Hans': '实时行情连接过多，请关闭其他页面后重试',
    en: 'Too many live price connections; close another page and retry',
    ja: 'リアルタイム価格の接続が多すぎます。ほかのページを閉じてから再試行してください',
    'zh-Hant': '即時行情連線過多，請關閉其他頁面後重試',
  },
} as const satisfies Record<string, Text>;

export type MessageKey = keyof typeof messages;

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(messages, key);
}

export function translate(
  key: MessageKey,
  lang: Language,
  params: Record<string, string | number> = {},
): string {
  return messages[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}
