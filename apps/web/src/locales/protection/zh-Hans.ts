/**
 * The account's protection where other pages meet it (docs/security.md): the authenticator's code in
 * the money forms and at sign-in, the hold on withdrawals after a sensitive change, the address book's
 * addresses in the withdrawal form. Small, so the forms that need a line of it do not load the whole
 * security area's texts (../security). Every other language has exactly these keys.
 */
export const protectionZhHans = {
  protection: {
    code: '动态码',
    codePlaceholder: '身份验证器中的6位动态码',
    signIn: {
      totpTitle: '身份验证器验证',
      totpHint: '此账号已开启身份验证器。请输入验证器中当前的6位动态码；手机丢失时，可输入一个恢复码。',
      totpPlaceholder: '6位动态码或恢复码',
      deviceTitle: '新设备验证',
      deviceHint: '这是此账号第一次在这台设备上登录。验证码已发送至账号绑定的手机或邮箱，请输入。',
      devicePlaceholder: '6位验证码',
      verify: '验证并登录',
      back: '返回',
    },
    resetHint: '此账号已开启身份验证器，请同时输入验证器中的6位动态码',
    coolingRefusal: '该地址仍在冷却期内，{{time}} 后可用',
    lockReasons: {
      password_reset: '重置登录密码',
      pay_password_changed: '修改支付密码',
      totp_changed: '更改身份验证器',
      contact_changed: '更换手机号或邮箱',
    },
    lockAlert: '{{reason}}后，为保护资金安全，提币和转售确认收款暂停至 {{time}}',
    book: {
      cooling: '冷却中，{{time}} 后可用',
      usable: '可用',
      other: '或输入其他 {{network}} 地址',
      whitelistOnly: '已开启白名单模式，只能提币到地址簿中已过冷却期的地址',
      noneUsable: '地址簿中还没有可用的{{network}}地址',
      manage: '管理地址簿',
    },
  },
};

export type ProtectionMessages = typeof protectionZhHans;
