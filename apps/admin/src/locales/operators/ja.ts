import type { OperatorsMessages } from './zh-Hans.ts';

/** The texts of operators and the audit log, in Japanese. */
export const operatorsJa: OperatorsMessages = {
  operators: {
    new: '管理者を作成',
    create: '作成',
    createConfirm: '管理者 {{name}}（{{role}}）を作成しますか？',
    created: '管理者を作成しました',
    passwordOnce:
      '初期パスワードは今回だけ表示されます。安全な方法で本人に渡し、ログイン後に変更するよう伝えてください。',
    passwordNoted: 'パスワードを控えました',
    role: 'ロール',
    roleHint: 'スーパー管理者：すべて。財務：審査と調整。運営：ユーザーとコンテンツ',
    usernameHint: '3〜32 文字：英小文字、数字、. _ -',
    usernameInvalid: 'ユーザー名の形式が正しくありません',
    totp: '2 段階認証',
    totpOn: '有効',
    totpOff: '無効',
    createdAt: '作成日時',
    lastLogin: '最終ログイン',
    you: '自分',
    disable: '無効にする',
    enable: '有効にする',
    disableConfirm: '{{name}} を無効にしますか？ログインはすぐに終了します。',
    enableConfirm: '{{name}} を再び有効にしますか？',
  },
  audit: {
    operatorId: '管理者 ID',
    actor: '操作者',
    action: '操作',
    target: '対象',
    targetType: '対象種別',
    targetId: '対象 ID',
    before: '変更前',
    after: '変更後',
  },
};
