import type { ErrorsMessages } from './zh-Hans.ts';

export const errorsZhHant: ErrorsMessages = {
  errors: {
    MOBILE_INVALID: '手機號格式不正確',
    EMAIL_INVALID: '信箱格式不正確',
    CODE_FORMAT: '請輸入6位數字驗證碼',
    PASSWORD_WEAK: '密碼需8-64位，且包含字母和數字',
    PASSWORD_MISMATCH: '兩次輸入的密碼不一致',
    PAY_PASSWORD_FORMAT: '支付密碼須為6位數字',
    INVITE_CODE_INVALID: '邀請碼為6位字母或數字',
    CONTACT_REQUIRED: '請填寫手機號或信箱',
    ACCOUNT_REQUIRED: '請輸入帳號',
    PASSWORD_REQUIRED: '請輸入密碼',
    NICKNAME_INVALID: '暱稱需1-24個字元，且不含特殊符號',
    AVATAR_INVALID: '頭像地址不正確',
    BIO_INVALID: '簡介最多200字',
    WALLET_ADDRESS_INVALID: '錢包地址不正確',
    AMOUNT_INVALID: '請輸入正確的數量',
    AMOUNT_TOO_PRECISE: '小數位數過多',
    AMOUNT_NOT_POSITIVE: '數量必須大於0',
    AMOUNT_TOO_LARGE: '數量過大',
    TX_HASH_INVALID: '交易雜湊格式不正確',
    PROOF_INVALID: '請上傳轉帳截圖',
    ADDRESS_INVALID: '請輸入正確的地址',
    RECIPIENT_REQUIRED: '請輸入收款人的UID、手機號或信箱',
    NETWORK_INVALID: '請選擇網路',
  },
};
