import { z } from 'zod';

export const uploaded = z.object({ url: z.string(), fullurl: z.string() });
export type Uploaded = z.infer<typeof uploaded>;
