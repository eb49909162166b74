/**
 * The texts of operators and the audit log, in Simplified Chinese: the reference for the other
 * three languages, which must have exactly these keys (./en.ts, ./ja.ts, ./zh-Hant.ts).
 */
export const operatorsZhHans = {
  operators: {
    new: '新建管理员',
    create: '创建',
    createConfirm: '创建管理员 {{name}}（{{role}}）？',
    created: '管理员已创建',
    passwordOnce: '初始密码只显示这一次，请立即安全地交给对方，并提醒其登录后修改。',
    passwordNoted: '我已记下密码',
    role: '角色',
    roleHint: '超级管理员：全部权限；财务：审核与调账；运营：用户与内容',
    usernameHint: '3–32 个字符：小写字母、数字、. _ -',
    usernameInvalid: '用户名格式不正确',
    totp: '两步验证',
    totpOn: '已开启',
    totpOff: '未开启',
    createdAt: '创建时间',
    lastLogin: '最近登录',
    you: '当前账号',
    disable: '停用',
    enable: '启用',
    disableConfirm: '停用 {{name}}？其登录将立即失效。',
    enableConfirm: '重新启用 {{name}}？',
  },
  audit: {
    operatorId: '管理员 ID',
    actor: '操作人',
    action: '动作',
    target: '对象',
    targetType: '对象类型',
    targetId: '对象 ID',
    before: '变更前',
    after: '变更后',
  },
};

export type OperatorsMessages = typeof operatorsZhHans;
