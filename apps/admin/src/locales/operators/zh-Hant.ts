import type { OperatorsMessages } from './zh-Hans.ts';

/** The texts of operators and the audit log, in Traditional Chinese. */
export const operatorsZhHant: OperatorsMessages = {
  operators: {
    new: '新增管理員',
    create: '建立',
    createConfirm: '建立管理員 {{name}}（{{role}}）？',
    created: '管理員已建立',
    passwordOnce: '初始密碼只顯示這一次，請立即安全地交給對方，並提醒其登入後修改。',
    passwordNoted: '我已記下密碼',
    role: '角色',
    roleHint: '超級管理員：全部權限；財務：審核與調帳；營運：使用者與內容',
    usernameHint: '3–32 個字元：小寫字母、數字、. _ -',
    usernameInvalid: '使用者名稱格式不正確',
    totp: '兩步驟驗證',
    totpOn: '已開啟',
    totpOff: '未開啟',
    createdAt: '建立時間',
    lastLogin: '最近登入',
    you: '目前帳號',
    disable: '停用',
    enable: '啟用',
    disableConfirm: '停用 {{name}}？其登入將立即失效。',
    enableConfirm: '重新啟用 {{name}}？',
  },
  audit: {
    operatorId: '管理員 ID',
    actor: '操作人',
    action: '動作',
    target: '對象',
    targetType: '對象類型',
    targetId: '對象 ID',
    before: '變更前',
    after: '變更後',
  },
};
