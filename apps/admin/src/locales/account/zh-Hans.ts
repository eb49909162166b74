/**
 * The texts of signing in and the operator's own account, in Simplified Chinese: the reference for
 * the other three languages, which must have exactly these keys (./en.ts, ./ja.ts, ./zh-Hant.ts).
 */
export const accountZhHans = {
  auth: {
    signInTitle: '管理员登录',
    signIn: '登录',
    signOut: '退出登录',
    signOutConfirm: '确定退出登录？',
    username: '用户名',
    password: '密码',
    usernameRequired: '请输入用户名',
    passwordRequired: '请输入密码',
    totpTitle: '两步验证',
    totp: '验证码',
    totpHint: '请输入身份验证器 App 中显示的 6 位验证码。',
    totpInvalid: '请输入 6 位数字验证码',
    sessionEnded: '登录已失效，请重新登录',
  },
  account: {
    profile: '我的账号',
    permissions: '权限',
    changePassword: '修改密码',
    oldPassword: '当前密码',
    newPassword: '新密码',
    repeatPassword: '确认新密码',
    passwordRule: '12–128 个字符，须包含字母和数字',
    passwordMismatch: '两次输入的密码不一致',
    passwordConfirm: '确定修改密码？',
    passwordConfirmText: '修改后，你在其他设备上的登录会全部失效。',
    passwordChanged: '密码已修改',
    totp: '两步验证（TOTP）',
    totpEnabled: '两步验证已开启',
    totpEnabledText: '登录时需要输入身份验证器中的验证码。',
    totpIntro: '开启后，登录时除密码外还需输入身份验证器 App（如 Google Authenticator）生成的 6 位验证码。',
    totpStart: '开始设置',
    totpStep1: '生成密钥',
    totpStep2: '扫码并验证',
    totpScan: '用身份验证器 App 扫描二维码，或手动输入下面的密钥，然后填写 App 显示的验证码。',
    totpSecret: '密钥',
    totpConfirm: '验证并开启',
    totpWarning: '验证通过前两步验证不会生效；重新生成会替换此密钥。',
  },
};

export type AccountMessages = typeof accountZhHans;
