import type { Language } from '@mcc/contract';
import type { NftBoxService } from '../domains/nft/boxes/boxes.service.ts';
import type { NftService } from '../domains/nft/nft.service.ts';

type Texts = Record<Language, string>;
const system = { operator: null, actor: 'system:demo', ip: '' };
const DAY = 86_400_000;

/** The demo box's pool, by the zh-Hans names of the demo series: common ones often, the legend rarely. */
const BOX_POOL = [
  { series: '经纬', weight: 70, stock: 100 },
  { series: '潮汐之歌', weight: 20, stock: 40 },
  { series: '年轮', weight: 8, stock: 10 },
  { series: '漩涡', weight: 2, stock: 2 },
];

/** Chain-game recipes over the demo series: commons make an epic, then commons and an epic the legend. */
const RECIPES: { name: Texts; inputs: { series: string; count: number }[]; output: string; fee: string }[] = [
  {
    name: { 'zh-Hans': '年轮合成', en: 'Forge the Rings', ja: '年輪の合成', 'zh-Hant': '年輪合成' },
    inputs: [{ series: '经纬', count: 3 }],
    output: '年轮',
    fee: '5',
  },
  {
    name: { 'zh-Hans': '漩涡合成', en: 'Forge the Vortex', ja: '渦の合成', 'zh-Hant': '漩渦合成' },
    inputs: [
      { series: '潮汐之歌', count: 2 },
      { series: '年轮', count: 1 },
    ],
    output: '漩涡',
    fee: '20',
  },
];

/**
 * A blind box and two recipes over the demo series, once (a database with any box gets none; an older
 * demo database, made before boxes, gets them on its next start).
 */
export async function seedDemoBoxes(deps: { nft: NftService; boxes: NftBoxService }) {
  if ((await deps.boxes.admin.listBoxes({ page: 1, limit: 1, sort: 'sort' })).total > 0) return;
  const series = (await deps.nft.admin.listSeries({ page: 1, limit: 50, sort: 'sort' })).list;
  const idOf = (name: string) => {
    const found = series.find((s) => s.name['zh-Hans'] === name);
    if (!found) throw new Error(`no demo series ${name}`);
    return found;
  };
  await deps.boxes.admin.createBox(
    {
      name: { 'zh-Hans': '星海盲盒', en: 'Star Sea Box', ja: '星の海ボックス', 'zh-Hant': '星海盲盒' },
      description: {
        'zh-Hans': '每次开启随机获得一件藏品，概率公开，结果可验证。',
        en: 'Each open draws one collectible at random: published odds, verifiable results.',
        ja: '開けるたびにコレクションを 1 点ランダムに獲得。確率は公開、結果は検証できます。',
        'zh-Hant': '每次開啟隨機獲得一件藏品，機率公開，結果可驗證。',
      },
      image: idOf('漩涡').image,
      price: '39',
      asset: 'USDT',
      opensAt: new Date(Date.now() - DAY).toISOString(),
      closesAt: null,
      perUserLimit: 0,
      published: true,
      sort: 0,
      pool: BOX_POOL.map((e) => ({ seriesId: idOf(e.series).id, weight: e.weight, stock: e.stock })),
    },
    system,
  );
  for (const [sort, r] of RECIPES.entries()) {
    await deps.boxes.admin.createRecipe(
      {
        name: r.name,
        inputs: r.inputs.map((i) => ({ seriesId: idOf(i.series).id, count: i.count })),
        outputSeriesId: idOf(r.output).id,
        fee: r.fee,
        feeAsset: 'USDT',
        published: true,
        sort,
      },
      system,
    );
  }
}
