import type { SignUpMessages } from './zh-Hans.ts';

export const signUpZhHant: SignUpMessages = {
  auth: {
    newPassword: '新密碼',
    confirmPassword: '確認密碼',
    passwordHint: '8-64位，需包含字母和數字',
    payPasswordHint: '6 位數字，付款、轉帳和提幣時使用',
    mobile: '手機號碼',
    mobilePlaceholder: '請輸入手機號碼',
    email: '電子郵件',
    emailPlaceholder: '請輸入電子郵件',
    code: '驗證碼',
    codePlaceholder: '6位驗證碼',
    inviteCode: '邀請碼',
    inviteCodePlaceholder: '請輸入邀請碼',
    register: '註冊',
    toLogin: '已有帳號？前往登入',
    reset: '重設密碼',
    resetDone: '密碼已重設，請重新登入',
    walletMissing: '未偵測到錢包',
    walletNotRegistered: '該錢包尚未註冊，請填寫邀請碼完成註冊',
    walletAddress: '錢包地址',
    walletRegister: '註冊並登入',
    walletSign: '錢包簽名',
    walletSignUpTitle: '用錢包註冊',
    walletSignUpIntro: '用錢包簽名註冊，不需要密碼：先簽名確認錢包地址，再填寫邀請碼完成註冊。',
    walletSignUpNone:
      '此頁面用於透過加密貨幣錢包（如 TokenPocket、MetaMask、imToken）註冊，但目前的瀏覽器偵測不到錢包。請在錢包 App 的內建瀏覽器中開啟本站，或改用手機號碼、電子郵件註冊。',
    registerWithContact: '用手機號碼或電子郵件註冊',
  },
};
