import type { ProtectionMessages } from './zh-Hans.ts';

export const protectionZhHant: ProtectionMessages = {
  protection: {
    code: '動態碼',
    codePlaceholder: '身分驗證器中的6位動態碼',
    signIn: {
      totpTitle: '驗證器驗證',
      totpHint: '此帳號已開啟身分驗證器。請輸入驗證器中目前的6位動態碼；手機遺失時，可輸入一組復原碼。',
      totpPlaceholder: '6位動態碼或復原碼',
      deviceTitle: '新裝置驗證',
      deviceHint: '這是此帳號第一次在這台裝置上登入。驗證碼已傳送至帳號綁定的手機號碼或電子郵件，請輸入。',
      devicePlaceholder: '6位驗證碼',
      verify: '驗證並登入',
      back: '返回',
    },
    resetHint: '此帳號已開啟身分驗證器，請同時輸入驗證器中的6位動態碼',
    coolingRefusal: '此地址仍在冷卻期內，{{time}} 後可用',
    lockReasons: {
      password_reset: '重設登入密碼',
      pay_password_changed: '修改支付密碼',
      totp_changed: '變更身分驗證器',
      contact_changed: '更換手機號碼或電子郵件',
    },
    lockAlert: '{{reason}}後，為保護資金安全，提幣和轉售確認收款暫停至 {{time}}',
    book: {
      cooling: '冷卻中，{{time}} 後可用',
      usable: '可用',
      other: '或輸入其他 {{network}} 地址',
      whitelistOnly: '已開啟白名單模式，只能提幣到地址簿中已過冷卻期的地址',
      noneUsable: '地址簿中還沒有可用的{{network}}地址',
      manage: '管理地址簿',
    },
  },
};
