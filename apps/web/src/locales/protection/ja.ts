import type { ProtectionMessages } from './zh-Hans.ts';

export const protectionJa: ProtectionMessages = {
  protection: {
    code: '認証アプリのコード',
    codePlaceholder: '認証アプリの6桁のコード',
    signIn: {
      totpTitle: '認証アプリの確認',
      totpHint:
        'このアカウントは認証アプリによる2段階認証が有効です。アプリに表示されている6桁のコードを入力してください。スマートフォンを紛失した場合はリカバリーコードを入力できます。',
      totpPlaceholder: '6桁のコードまたはリカバリーコード',
      deviceTitle: '新しい端末の確認',
      deviceHint:
        'この端末からこのアカウントへの初めてのログインです。アカウントの携帯番号またはメールに認証コードを送信しました。',
      devicePlaceholder: '6桁のコード',
      verify: '確認してログイン',
      back: '戻る',
    },
    resetHint: 'このアカウントは認証アプリが有効です。アプリの6桁のコードも入力してください',
    coolingRefusal: 'このアドレスは待機期間中です。{{time}} 以降に使えます',
    lockReasons: {
      password_reset: 'ログインパスワードの再設定',
      pay_password_changed: '支払いパスワードの変更',
      totp_changed: '認証アプリの変更',
      contact_changed: '携帯番号またはメールアドレスの変更',
    },
    lockAlert: '{{reason}}があったため、資産保護の観点から出金と転売の入金確認を {{time}} まで停止しています',
    book: {
      cooling: '待機中・{{time}} 以降に利用可',
      usable: '利用可',
      other: '別の {{network}} アドレスを入力',
      whitelistOnly:
        'ホワイトリストのみが有効です。アドレス帳にあり待機期間を過ぎたアドレスにのみ出金できます',
      noneUsable: 'アドレス帳に利用できる{{network}}アドレスがまだありません',
      manage: 'アドレス帳を管理',
    },
  },
};
