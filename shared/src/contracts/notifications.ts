import { z } from 'zod';

export const notificationCountSchema = z.object({ success: z.boolean(), data: z.number().int().min(0) });
export type NotificationCount = z.infer<typeof notificationCountSchema>;
