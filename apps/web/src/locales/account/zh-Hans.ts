/**
 * The user centre's texts (user page, profile, payment password, language choice) in Simplified
 * Chinese. They load with the pages and parts that show them, not with the app: see ../lazy.ts. Every
 * other language has exactly these keys.
 */
export const accountZhHans = {
  user: {
    uid: 'UID',
    inviteCode: '邀请码',
    inviter: '邀请人',
    directMembers: '直推人数',
    language: '语言',
    logout: '退出登录',
    logoutConfirm: '确定退出登录吗？',
    logoutEverywhere: '退出所有设备',
    logoutEverywhereConfirm: '将在所有设备上退出此账号（包括本机），之后需重新登录。确定吗？',
    profile: '个人信息',
    payPassword: '支付密码',
    areas: '功能',
    settings: '设置',
    notSignedIn: '未登录',
    signIn: '登录 / 注册',
  },
  profile: {
    avatar: '头像',
    nickname: '昵称',
    nicknamePlaceholder: '1-24个字符',
    bio: '简介',
    bioPlaceholder: '介绍一下自己（最多200字）',
    mobile: '手机号',
    email: '邮箱',
    wallet: '钱包地址',
    joined: '注册时间',
    edit: '编辑资料',
    changeAvatar: '更换头像',
    uploadFailed: '上传失败',
  },
  payPassword: {
    set: '设置支付密码',
    change: '修改支付密码',
    isSet: '已设置',
    notSet: '未设置',
    newLabel: '支付密码',
    placeholder: '6位数字',
    confirmLabel: '确认支付密码',
    oldLabel: '原支付密码',
    sendTo: '验证码将发送至 {{target}}',
    done: '支付密码已保存',
  },
  languages: { 'zh-Hans': '简体中文', en: 'English', ja: '日本語', 'zh-Hant': '繁體中文' },
};

export type AccountMessages = typeof accountZhHans;
