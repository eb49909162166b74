import sharp from 'sharp';
import { createLimiter } from '../../lib/limiter.ts';

/*
 * Decoding pictures (libvips, through sharp) runs on libuv's worker threads: the same four
 * (`UV_THREADPOOL_SIZE`) that password hashing (Argon2, `lib/passwords.ts`) and file reads use, on the
 * same cores. Left unbounded, a burst of first requests for the sizes of large uploads queued ahead of
 * every sign-in (0.08 s became 5.8 s). So each kind of image job runs one at a time, on one libvips
 * thread: together they hold at most two of libuv's four threads and two cores' worth of work, and
 * password hashing always finds a thread free instead of waiting behind pictures.
 */
sharp.concurrency(1);
// Each picture is made once and kept on disk: libvips' cache of recent operations would only hold memory.
sharp.cache(false);

export { sharp };

/**
 * A picture larger than this is not decoded (a small PNG can claim 20,000 × 20,000 pixels and ask for
 * gigabytes): its sizes are not made, and an upload that would need re-encoding is refused.
 */
export const MAX_INPUT_PIXELS = 25_000_000;

/**
 * Sizes for `srcset` (`image-variants.ts`): one made at a time, eight more in line; a request beyond
 * that is sent the original, which costs no decoding.
 */
export const variantJobs = createLimiter({ running: 1, waiting: 8 });

/**
 * Uploads re-encoded without their metadata (`image-metadata.ts`): one at a time, sixteen more in line,
 * apart from the sizes so that a flood of anonymous size requests never holds up an upload.
 */
export const uploadJobs = createLimiter({ running: 1, waiting: 16 });
