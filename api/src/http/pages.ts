import type { Page } from '@portal/shared/contracts';

/** The spec's page shape (`docs`, `totalDocs`, `page`, `limit`, `totalPages`, `hasNextPage`) for every list. */
export function pageOf<T>(docs: T[], totalDocs: number, { page, limit }: { page: number; limit: number }): Page<T> {
  const totalPages = Math.ceil(totalDocs / limit);
  return { docs, totalDocs, page, limit, totalPages, hasNextPage: page < totalPages };
}
