import type { Texts } from '../../lib/texts.ts';

/**
 * What account security says in `msg` and in the messages it sends, in four languages (merged in the
 * registry, `lib/messages.ts`). TOTP_REQUIRED, TOTP_INVALID, TOTP_NOT_ENROLLED and TOTP_ALREADY_ENABLED
 * are the operators' words (`admin.texts.ts`), which fit users as well. Times are China's (UTC+8), as
 * the business days are.
 */
export const securityTexts = {
  TOTP_USED: {
    'zh-Hans': '该动态码已使用，请等待下一个动态码',
    en: 'This code has already been used; wait for the next one',
    ja: 'このコードは使用済みです。次のコードをお待ちください',
    'zh-Hant': '該動態碼已使用，請等待下一組動態碼',
  },
  TOTP_LOCKED: {
    'zh-Hans': '动态码错误次数过多，请 {minutes} 分钟后再试',
    en: 'Too many wrong codes; try again in {minutes} minutes',
    ja: 'コードの誤りが多すぎます。{minutes} 分後にもう一度お試しください',
    'zh-Hant': '動態碼錯誤次數過多，請 {minutes} 分鐘後再試',
  },
  TOTP_NOT_ENABLED: {
    'zh-Hans': '尚未开启两步验证',
    en: 'Two-step verification is not on',
    ja: '2 段階認証は有効になっていません',
    'zh-Hant': '尚未開啟兩步驗證',
  },
  ADDRESS_COOLING: {
    'zh-Hans': '该地址刚添加，{until}（北京时间）后才能使用',
    en: 'This address was added recently; it can be used from {until} (UTC+8)',
    ja: 'このアドレスは追加されたばかりのため、{until}（UTC+8）から使用できます',
    'zh-Hant': '該地址剛新增，{until}（UTC+8）後才能使用',
  },
  ADDRESS_NOT_WHITELISTED: {
    'zh-Hans': '已开启仅向白名单地址提币，请从地址簿中选择可用的地址',
    en: 'Withdrawals go only to your address book: pick one of its usable addresses',
    ja: 'ホワイトリストのアドレスにのみ出金できます。アドレス帳から使用可能なアドレスを選んでください',
    'zh-Hant': '已開啟僅向白名單地址提幣，請從地址簿中選擇可用的地址',
  },
  ADDRESS_EXISTS: {
    'zh-Hans': '该地址已在地址簿中',
    en: 'This address is already in your address book',
    ja: 'このアドレスは既にアドレス帳にあります',
    'zh-Hant': '該地址已在地址簿中',
  },
  ADDRESS_BOOK_FULL: {
    'zh-Hans': '地址簿最多保存 {max} 个地址',
    en: 'The address book holds at most {max} addresses',
    ja: 'アドレス帳に保存できるのは {max} 件までです',
    'zh-Hant': '地址簿最多儲存 {max} 個地址',
  },
  ADDRESS_NOT_FOUND: {
    'zh-Hans': '地址不存在',
    en: 'Address not found',
    ja: 'アドレスが見つかりません',
    'zh-Hant': '地址不存在',
  },
  SECURITY_LOCKED: {
    'zh-Hans': '账户安全设置刚刚变更，为保护资金安全，{until}（北京时间）前暂停提币等资金转出',
    en: 'Your security settings changed recently: to protect your funds, withdrawals and releases are paused until {until} (UTC+8)',
    ja: 'セキュリティ設定が変更されたため、資産保護のため {until}（UTC+8）まで出金などの送金を停止しています',
    'zh-Hant': '帳號安全設定剛剛變更，為保護資金安全，{until}（UTC+8）前暫停提幣等資金轉出',
  },
  DEVICE_CODE_REQUIRED: {
    'zh-Hans': '检测到新设备登录，验证码已发送至账户绑定的手机或邮箱，请输入验证码',
    en: 'New device: enter the code we sent to your account’s mobile or e-mail',
    ja: '新しいデバイスからのログインです。アカウントの携帯電話またはメールに送信した認証コードを入力してください',
    'zh-Hant': '偵測到新裝置登入，驗證碼已發送至帳號綁定的手機號碼或電子郵件，請輸入驗證碼',
  },
  SESSION_NOT_FOUND: {
    'zh-Hans': '该登录设备不存在或已退出',
    en: 'This session does not exist or has signed out',
    ja: 'このログインは存在しないか、既にログアウトしています',
    'zh-Hant': '該登入裝置不存在或已登出',
  },
  // The first line of every message the platform sends a user who chose an anti-phishing code.
  ANTI_PHISHING_LINE: {
    'zh-Hans': '防钓鱼码：{code}',
    en: 'Anti-phishing code: {code}',
    ja: 'フィッシング対策コード：{code}',
    'zh-Hant': '防釣魚碼：{code}',
  },
  ADDRESS_ADDED_MESSAGE: {
    'zh-Hans':
      '您的账户添加了提币地址「{label}」（{network}：{address}），{until}（北京时间）后可用。如非本人操作，请立即修改密码并联系客服。',
    en: 'A withdrawal address “{label}” ({network}: {address}) was added to your account; it can be used from {until} (UTC+8). If this was not you, change your password now and contact support.',
    ja: 'アカウントに出金アドレス「{label}」（{network}：{address}）が追加されました。{until}（UTC+8）から使用できます。お心当たりがない場合は、すぐにパスワードを変更し、サポートにご連絡ください。',
    'zh-Hant':
      '您的帳號新增了提幣地址「{label}」（{network}：{address}），{until}（UTC+8）後可用。如非本人操作，請立即修改密碼並聯繫客服。',
  },
} as const satisfies Texts;
