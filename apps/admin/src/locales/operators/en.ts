import type { OperatorsMessages } from './zh-Hans.ts';

/** The texts of operators and the audit log, in English. */
export const operatorsEn: OperatorsMessages = {
  operators: {
    new: 'New operator',
    create: 'Create',
    createConfirm: 'Create operator {{name}} ({{role}})?',
    created: 'Operator created',
    passwordOnce:
      'The initial password is shown only this once. Hand it over securely and ask them to change it after signing in.',
    passwordNoted: 'I have noted the password',
    role: 'Role',
    roleHint: 'Super admin: everything; Finance: reviews and adjustments; Operations: users and content',
    usernameHint: '3–32 characters: lower-case letters, digits, . _ -',
    usernameInvalid: 'Invalid username',
    totp: 'Two-step',
    totpOn: 'On',
    totpOff: 'Off',
    createdAt: 'Created',
    lastLogin: 'Last sign-in',
    you: 'You',
    disable: 'Disable',
    enable: 'Enable',
    disableConfirm: 'Disable {{name}}? Their sessions end at once.',
    enableConfirm: 'Enable {{name}} again?',
  },
  audit: {
    operatorId: 'Operator ID',
    actor: 'By',
    action: 'Action',
    target: 'Target',
    targetType: 'Target type',
    targetId: 'Target ID',
    before: 'Before',
    after: 'After',
  },
};
