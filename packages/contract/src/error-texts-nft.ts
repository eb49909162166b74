import type { Language } from './languages.ts';

/**
 * The texts of the NFT rooms' validation keys (orders, resale and its payment methods, appeals, boxes,
 * recipes, auctions), one per language: a part of `ERROR_TEXTS` (./error-texts.ts), which spreads them.
 */
export const NFT_ERROR_TEXTS = {
  ORDER_TARGET_INVALID: {
    'zh-Hans': '请选择要购买的系列或挂单',
    en: 'Choose a series or a listing to buy',
    ja: '購入するシリーズまたは出品を選んでください',
    'zh-Hant': '請選擇要購買的系列或掛單',
  },
  PAY_INPUT_INVALID: {
    'zh-Hans': '首发订单请输入支付密码，转售订单请上传付款凭证',
    en: 'Pay a new-drop order with your payment password, a resale order with a proof of payment',
    ja: '新規販売の注文は支払いパスワードで、転売の注文は支払い証明で支払ってください',
    'zh-Hant': '首發訂單請輸入支付密碼，轉售訂單請上傳付款憑證',
  },
  PAY_METHOD_INVALID: {
    'zh-Hans': '收款方式填写不正确',
    en: 'A payment method is not filled in correctly',
    ja: '受取方法の入力が正しくありません',
    'zh-Hant': '收款方式填寫不正確',
  },
  PAY_METHOD_NAME_REQUIRED: {
    'zh-Hans': '请填写收款人姓名',
    en: "Enter the account holder's name",
    ja: '受取人の氏名を入力してください',
    'zh-Hant': '請填寫收款人姓名',
  },
  PAY_METHOD_NAME_INVALID: {
    'zh-Hans': '收款人姓名无效（最多 40 个字符）',
    en: "The account holder's name is not valid (up to 40 characters)",
    ja: '受取人の氏名が正しくありません（40 文字以内）',
    'zh-Hant': '收款人姓名無效（最多 40 個字元）',
  },
  PAY_METHOD_ACCOUNT_REQUIRED: {
    'zh-Hans': '请填写收款账号',
    en: 'Enter the account to be paid to',
    ja: '受取先のアカウントを入力してください',
    'zh-Hant': '請填寫收款帳號',
  },
  PAY_METHOD_ACCOUNT_INVALID: {
    'zh-Hans': '收款账号无效（最多 100 个字符）',
    en: 'The account is not valid (up to 100 characters)',
    ja: '受取先のアカウントが正しくありません（100 文字以内）',
    'zh-Hant': '收款帳號無效（最多 100 個字元）',
  },
  PAY_METHOD_BANK_REQUIRED: {
    'zh-Hans': '银行卡收款请填写开户银行',
    en: 'Name the bank of the card',
    ja: '銀行カードの銀行名を入力してください',
    'zh-Hant': '銀行卡收款請填寫開戶銀行',
  },
  PAY_METHOD_REQUIRED: {
    'zh-Hans': '请至少添加一种收款方式',
    en: 'Add at least one payment method',
    ja: '受取方法を 1 つ以上追加してください',
    'zh-Hant': '請至少新增一種收款方式',
  },
  PRICE_TOO_HIGH: {
    'zh-Hans': '价格过高',
    en: 'The price is too high',
    ja: '価格が高すぎます',
    'zh-Hant': '價格過高',
  },
  APPEAL_TEXT_REQUIRED: {
    'zh-Hans': '请填写申诉说明',
    en: 'Describe the problem',
    ja: '申し立ての内容を入力してください',
    'zh-Hant': '請填寫申訴說明',
  },
  APPEAL_TEXT_TOO_LONG: {
    'zh-Hans': '申诉说明最多 500 字',
    en: 'At most 500 characters',
    ja: '申し立ての内容は 500 文字までです',
    'zh-Hant': '申訴說明最多 500 字',
  },
  APPEAL_REASON_INVALID: {
    'zh-Hans': '请选择申诉原因',
    en: 'Choose a reason',
    ja: '申し立ての理由を選んでください',
    'zh-Hant': '請選擇申訴原因',
  },
  APPEAL_IMAGES_TOO_MANY: {
    'zh-Hans': '最多上传 6 张图片',
    en: 'At most 6 images',
    ja: '画像は 6 枚までです',
    'zh-Hant': '最多上傳 6 張圖片',
  },
  APPEAL_DECISION_INVALID: {
    'zh-Hans': '请选择藏品归属',
    en: 'Choose who gets the NFT',
    ja: 'NFT の帰属を選んでください',
    'zh-Hant': '請選擇藏品歸屬',
  },
  CLIENT_SEED_INVALID: {
    'zh-Hans': '客户端种子须为 1–64 个可见字符（字母、数字或符号）',
    en: 'A client seed is 1–64 visible characters (letters, digits or symbols)',
    ja: 'クライアントシードは表示可能な文字 1〜64 文字です',
    'zh-Hant': '客戶端種子須為 1–64 個可見字元（字母、數字或符號）',
  },
  BOX_COUNT_INVALID: {
    'zh-Hans': '一次可开 1、5 或 10 个',
    en: 'Open 1, 5 or 10 at a time',
    ja: '一度に開けられるのは 1、5、10 個です',
    'zh-Hant': '一次可開 1、5 或 10 個',
  },
  BOX_WEIGHT_INVALID: {
    'zh-Hans': '权重须为 1 到 1,000,000 的整数',
    en: 'A weight is a whole number from 1 to 1,000,000',
    ja: '重みは 1〜1,000,000 の整数です',
    'zh-Hant': '權重須為 1 到 1,000,000 的整數',
  },
  BOX_STOCK_INVALID: {
    'zh-Hans': '库存须为 1 到 100,000 的整数',
    en: 'Stock is a whole number from 1 to 100,000',
    ja: '在庫は 1〜100,000 の整数です',
    'zh-Hant': '庫存須為 1 到 100,000 的整數',
  },
  BOX_POOL_INVALID: {
    'zh-Hans': '奖池须有 1 到 20 个不同的系列',
    en: 'A pool has 1 to 20 different series',
    ja: 'プールには 1〜20 の異なるシリーズが必要です',
    'zh-Hant': '獎池須有 1 到 20 個不同的系列',
  },
  RECIPE_INVALID: {
    'zh-Hans': '配方须有 1 到 5 种不同的材料（每种 1–10 份），且产出不能是材料之一',
    en: 'A recipe takes 1 to 5 different inputs (1–10 copies each) and makes a series that is not one of them',
    ja: 'レシピの素材は異なる 1〜5 種類（各 1〜10 個）で、素材以外のシリーズを作ります',
    'zh-Hant': '配方須有 1 到 5 種不同的材料（每種 1–10 份），且產出不能是材料之一',
  },
  RECIPE_INPUTS_MISMATCH: {
    'zh-Hans': '所选藏品与配方要求不符',
    en: 'The copies chosen are not what the recipe takes',
    ja: '選んだコピーがレシピの素材と一致しません',
    'zh-Hant': '所選藏品與配方要求不符',
  },
  BOX_NOT_FOUND: {
    'zh-Hans': '盲盒不存在',
    en: 'No such blind box',
    ja: 'ブラインドボックスが見つかりません',
    'zh-Hant': '盲盒不存在',
  },
  RECIPE_NOT_FOUND: {
    'zh-Hans': '配方不存在',
    en: 'No such recipe',
    ja: 'レシピが見つかりません',
    'zh-Hant': '配方不存在',
  },
  AUCTION_INCREMENT_INVALID: {
    'zh-Hans': '加价幅度须在 1% 到 50% 之间',
    en: 'The minimum raise is 1 % to 50 %',
    ja: '最低上げ幅は 1%〜50% です',
    'zh-Hant': '加價幅度須在 1% 到 50% 之間',
  },
  AUCTION_WINDOW_INVALID: {
    'zh-Hans': '结束时间须晚于开始时间，且拍卖最长 30 天',
    en: 'An auction ends after it starts and lasts at most 30 days',
    ja: '終了は開始より後、期間は最長 30 日です',
    'zh-Hant': '結束時間須晚於開始時間，且拍賣最長 30 天',
  },
  AUCTION_NOT_FOUND: {
    'zh-Hans': '拍卖不存在',
    en: 'No such auction',
    ja: 'オークションが見つかりません',
    'zh-Hant': '拍賣不存在',
  },
} satisfies Record<string, Record<Language, string>>;
