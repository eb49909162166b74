import type { SignUpMessages } from './zh-Hans.ts';

export const signUpZhHant: SignUpMessages = {
  auth: {
    newPassword: '新密碼',
    confirmPassword: '確認密碼',
    passwordHint: '8-64位，需包含字母和數字',
    mobile: '手機號',
    mobilePlaceholder: '請輸入手機號',
    email: '信箱',
    emailPlaceholder: '請輸入信箱',
    code: '驗證碼',
    codePlaceholder: '6位驗證碼',
    inviteCode: '邀請碼',
    inviteCodePlaceholder: '請輸入邀請碼',
    register: '註冊',
    toLogin: '已有帳號？去登入',
    reset: '重設密碼',
    resetDone: '密碼已重設，請重新登入',
    walletMissing: '未偵測到錢包',
    walletNotRegistered: '該錢包尚未註冊，請填寫邀請碼完成註冊',
    walletAddress: '錢包地址',
    walletRegister: '註冊並登入',
    walletSignAgain: '重新簽名',
  },
};
