/**
 * The validation messages (the contract's stable error keys) in Simplified Chinese. They load with
 * errorText (lib/error-text.ts), i.e. with the forms that validate, not with the app: see ../lazy.ts.
 * Every other language has exactly these keys.
 */
export const errorsZhHans = {
  errors: {
    MOBILE_INVALID: '手机号格式不正确',
    EMAIL_INVALID: '邮箱格式不正确',
    CODE_FORMAT: '请输入6位数字验证码',
    PASSWORD_WEAK: '密码需8-64位，且包含字母和数字',
    PASSWORD_MISMATCH: '两次输入的密码不一致',
    PAY_PASSWORD_FORMAT: '支付密码须为6位数字',
    INVITE_CODE_INVALID: '邀请码为6位字母或数字',
    CONTACT_REQUIRED: '请填写手机号或邮箱',
    ACCOUNT_REQUIRED: '请输入账号',
    PASSWORD_REQUIRED: '请输入密码',
    NICKNAME_INVALID: '昵称需1-24个字符，且不含特殊符号',
    NICKNAME_RESERVED: '该昵称不可使用',
    TEXT_INVALID: '含有不允许的字符',
    AVATAR_INVALID: '头像地址不正确',
    BIO_INVALID: '简介最多200字',
    WALLET_ADDRESS_INVALID: '钱包地址不正确',
    AMOUNT_INVALID: '请输入正确的数量',
    AMOUNT_TOO_PRECISE: '小数位数过多',
    AMOUNT_NOT_POSITIVE: '数量必须大于0',
    AMOUNT_TOO_LARGE: '数量过大',
    AMOUNT_SPACES: '金额前后不能有空格',
    AMOUNT_LEADING_ZERO: '金额不能以 0 开头（如 0100）',
    TX_HASH_INVALID: '交易哈希格式不正确',
    PROOF_INVALID: '请上传转账截图',
    ADDRESS_INVALID: '请输入正确的地址',
    RECIPIENT_REQUIRED: '请输入收款人的UID、手机号或邮箱',
    NETWORK_INVALID: '请选择网络',
  },
};

export type ErrorsMessages = typeof errorsZhHans;
