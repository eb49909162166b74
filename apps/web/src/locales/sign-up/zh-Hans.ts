/**
 * The sign-up, password-reset and verification-code forms' texts (more of the `auth` area) in Simplified
 * Chinese. They load with those forms, not with the app (the login page keeps its own): see ../lazy.ts.
 * Every other language has exactly these keys.
 */
export const signUpZhHans = {
  auth: {
    newPassword: '新密码',
    confirmPassword: '确认密码',
    passwordHint: '8-64位，需包含字母和数字',
    payPasswordHint: '6 位数字，付款、转账和提币时使用',
    mobile: '手机号',
    mobilePlaceholder: '请输入手机号',
    email: '邮箱',
    emailPlaceholder: '请输入邮箱',
    code: '验证码',
    codePlaceholder: '6位验证码',
    inviteCode: '邀请码',
    inviteCodePlaceholder: '请输入邀请码',
    register: '注册',
    toLogin: '已有账号？去登录',
    reset: '重置密码',
    resetDone: '密码已重置，请重新登录',
    walletMissing: '未检测到钱包',
    walletNotRegistered: '该钱包尚未注册，请填写邀请码完成注册',
    walletAddress: '钱包地址',
    walletRegister: '注册并登录',
    walletSign: '钱包签名',
    walletSignUpTitle: '用钱包注册',
    walletSignUpIntro: '用钱包签名注册，无需密码：先签名确认钱包地址，再填写邀请码完成注册。',
    walletSignUpNone:
      '此页面用于通过加密钱包（如 TokenPocket、MetaMask、imToken）注册，但当前浏览器未检测到钱包。请在钱包 App 的内置浏览器中打开本站，或改用手机号、邮箱注册。',
    registerWithContact: '用手机号或邮箱注册',
  },
};

export type SignUpMessages = typeof signUpZhHans;
