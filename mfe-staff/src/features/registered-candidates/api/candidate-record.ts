import useSWR from 'swr';
import { apiFetcher, type Page, type User } from '@portal/shared';
import type { CandidateRecord, Document, Portal } from '@portal/shared/contracts';

type PageAnswer<T> = { success: boolean; data: Page<T> };

/**
 * The record the candidate modal shows (user, documents, platforms, plan), for a candidate the list gave as a
 * user only: `GET /documents?user=` and `GET /portals?user=` (spec section 7), asked when the modal opens.
 */
export function useCandidateRecord(user: User | null): {
  record: CandidateRecord | null;
  loading: boolean;
  /** Reads the documents again (after one was replaced). */
  refreshDocuments: () => Promise<unknown>;
} {
  const options = {
    revalidateOnFocus: false,
    onError: (error: unknown) => console.error('Candidate details could not be fetched.', error),
  };
  const documents = useSWR<PageAnswer<Document>>(user ? `/documents?user=${user._id}` : null, apiFetcher, options);
  const portals = useSWR<PageAnswer<Portal>>(user ? `/portals?user=${user._id}` : null, apiFetcher, options);
  const refreshDocuments = () => documents.mutate();
  if (!user) return { record: null, loading: false, refreshDocuments };
  const loading = documents.isLoading || portals.isLoading;
  return {
    loading,
    refreshDocuments,
    // A failed fetch leaves the candidate without those documents or platforms (spec section 8: only logged).
    record: loading
      ? null
      : {
          user,
          userDocuments: documents.data?.data.docs ?? [],
          userPortals: portals.data?.data.docs ?? [],
          planName: user.subscription ?? 'Free',
        },
  };
}
