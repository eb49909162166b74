import type { Banner, BannerCreateInput, BannerUpdateInput } from '@mcc/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { AuditActor, AuditService } from '../admin/audit.service.ts';
import { banners } from './notice.tables.ts';

type Row = typeof banners.$inferSelect;

const toBanner = (r: Row): Banner => ({
  id: r.id,
  image: r.image,
  link: r.link,
  sort: r.sort,
  enabled: r.enabled,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

const auditView = (r: Row) => ({ image: r.image, link: r.link, sort: r.sort, enabled: r.enabled });

/** The NFT home's carousel pictures, managed from the admin console; every write is audited. */
export function createBannerService(deps: { db: Db; clock: Clock; audit: AuditService }) {
  const { db, clock, audit } = deps;

  /** All banners, lowest `sort` first (the order the carousel shows the enabled ones). */
  async function list(): Promise<Banner[]> {
    const rows = await db.select().from(banners).orderBy(asc(banners.sort), asc(banners.id));
    return rows.map(toBanner);
  }

  /** The enabled banners, in the carousel's order, as the NFT home shows them. */
  async function shown() {
    const rows = await db
      .select({ id: banners.id, image: banners.image, link: banners.link })
      .from(banners)
      .where(eq(banners.enabled, true))
      .orderBy(asc(banners.sort), asc(banners.id));
    return rows;
  }

  async function locked(tx: Tx, id: number) {
    const [row] = await tx.select().from(banners).where(eq(banners.id, id)).for('update');
    if (!row) throw new AppError('BANNER_NOT_FOUND');
    return row;
  }

  async function create(input: BannerCreateInput, by: AuditActor): Promise<Banner> {
    const now = clock.now();
    return db.transaction(async (tx) => {
      const [row] = await tx
        .insert(banners)
        .values({
          image: input.image,
          link: input.link ?? '',
          sort: input.sort ?? 0,
          enabled: input.enabled ?? true,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error('banner insert returned nothing');
      await audit.record(tx, {
        ...by,
        action: 'banner.create',
        targetType: 'banner',
        targetId: row.id,
        before: null,
        after: auditView(row),
      });
      return toBanner(row);
    });
  }

  async function update(id: number, input: BannerUpdateInput, by: AuditActor): Promise<Banner> {
    return db.transaction(async (tx) => {
      const before = await locked(tx, id);
      const [after] = await tx
        .update(banners)
        .set({ ...input, updatedAt: clock.now() })
        .where(eq(banners.id, id))
        .returning();
      if (!after) throw new Error(`banner ${id} vanished`);
      await audit.record(tx, {
        ...by,
        action: 'banner.update',
        targetType: 'banner',
        targetId: id,
        before: auditView(before),
        after: auditView(after),
      });
      return toBanner(after);
    });
  }

  /** Deleted for good; the audit row keeps what it was. */
  async function remove(id: number, by: AuditActor): Promise<null> {
    return db.transaction(async (tx) => {
      const before = await locked(tx, id);
      await tx.delete(banners).where(eq(banners.id, id));
      await audit.record(tx, {
        ...by,
        action: 'banner.delete',
        targetType: 'banner',
        targetId: id,
        before: auditView(before),
        after: null,
      });
      return null;
    });
  }

  return { list, shown, create, update, remove };
}

export type BannerService = ReturnType<typeof createBannerService>;
