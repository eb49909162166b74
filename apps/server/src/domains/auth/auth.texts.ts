import type { Texts } from '../../lib/texts.ts';

/** What the auth domain says in `msg`, in four languages; merged in the registry, `lib/messages.ts`. */
export const authTexts = {
  // verification codes
  EVENT_INVALID: {
    'zh-Hans': '未知的验证码用途',
    en: 'Unknown code purpose',
    ja: '不明な認証コードの用途です',
    'zh-Hant': '未知的驗證碼用途',
  },
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
  NEW_DEVICE_NOTICE: {
    'zh-Hans': '【MCC】您的账号刚刚在新设备上登录：{device}，IP {ip}。如非本人操作，请立即修改密码。',
    en: '[MCC] Your account was just signed in on a new device: {device}, IP {ip}. If this was not you, change your password now.',
    ja: '【MCC】お客様のアカウントに新しい端末からログインがありました：{device}、IP {ip}。お心当たりがない場合は、すぐにパスワードを変更してください。',
    'zh-Hant': '【MCC】您的帳號剛剛在新裝置上登入：{device}，IP {ip}。如非本人操作，請立即變更密碼。',
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
  AVATAR_NOT_YOURS: {
    'zh-Hans': '请使用您自己上传的图片作为头像',
    en: 'Use a picture you uploaded yourself as your avatar',
    ja: 'アバターにはご自身でアップロードした画像を使用してください',
    'zh-Hant': '請使用您自己上傳的圖片作為頭像',
  },
  USER_NOT_FOUND: {
    'zh-Hans': '用户不存在',
    en: 'No such user',
    ja: 'ユーザーが見つかりません',
    'zh-Hant': '用戶不存在',
  },
  // payment password
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
} as const satisfies Texts;
