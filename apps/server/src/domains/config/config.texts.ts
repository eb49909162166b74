import type { Texts } from '../../lib/texts.ts';

/** What the console's settings say in `msg`, in four languages; merged in the registry, `lib/messages.ts`. */
export const configTexts = {
  SETTINGS_NETWORK_DUPLICATE: {
    'zh-Hans': '网络 {network} 重复出现',
    en: 'The network {network} is listed twice',
    ja: 'ネットワーク {network} が重複しています',
    'zh-Hant': '網路 {network} 重複出現',
  },
  SETTINGS_ADDRESS_INVALID: {
    'zh-Hans': '{network} 充值地址无效',
    en: 'The {network} deposit address is not valid',
    ja: '{network} の入金アドレスが正しくありません',
    'zh-Hant': '{network} 充值地址無效',
  },
  SETTINGS_WITHDRAW_RANGE: {
    'zh-Hans': '{network} 提币规则需满足：最小金额 ≤ 最大金额 ≤ 每日限额',
    en: '{network} withdrawal rule: minimum ≤ maximum ≤ daily limit',
    ja: '{network} の出金ルール：最小額 ≤ 最大額 ≤ 1 日の上限 にしてください',
    'zh-Hant': '{network} 提幣規則需滿足：最小金額 ≤ 最大金額 ≤ 每日限額',
  },
  SETTINGS_LANGUAGE_INVALID: {
    'zh-Hans': '语言须为 zh-Hans、en、ja、zh-Hant 且不重复，默认语言须在其中',
    en: 'Languages must be among zh-Hans, en, ja, zh-Hant without repeats, and include the default',
    ja: '言語は zh-Hans、en、ja、zh-Hant から重複なく選び、既定の言語を含めてください',
    'zh-Hant': '語言須為 zh-Hans、en、ja、zh-Hant 且不重複，預設語言須在其中',
  },
  SETTINGS_NETWORKS_REQUIRED: {
    'zh-Hans': '至少需要一个网络',
    en: 'At least one network is required',
    ja: 'ネットワークを 1 つ以上設定してください',
    'zh-Hant': '至少需要一個網路',
  },
  SETTINGS_TOKEN_INVALID: {
    'zh-Hans': '代币合约地址不是该网络的有效地址',
    en: 'The token contract is not a valid address on this network',
    ja: 'トークンコントラクトはこのネットワークの有効なアドレスではありません',
    'zh-Hant': '代幣合約位址不是該網路的有效位址',
  },
  SETTINGS_URL_INVALID: {
    'zh-Hans': '请输入有效的 http(s) 地址',
    en: 'Enter a valid http(s) address',
    ja: '有効な http(s) アドレスを入力してください',
    'zh-Hant': '請輸入有效的 http(s) 位址',
  },
  SETTINGS_EXPLORER_INVALID: {
    'zh-Hans': '请输入 http(s) 地址，交易用 {tx}、地址用 {address} 标出位置（各一次）',
    en: 'Enter an http(s) address marking the place of {tx} (transactions) or {address} (addresses) once',
    ja: 'http(s) アドレスを入力し、取引は {tx}、アドレスは {address} の位置を 1 回だけ示してください',
    'zh-Hant': '請輸入 http(s) 位址，交易用 {tx}、地址用 {address} 標出位置（各一次）',
  },
} as const satisfies Texts;
