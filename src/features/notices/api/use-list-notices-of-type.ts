import { keepPreviousData } from '@tanstack/react-query';
import { $api, asApiQuery } from '../../../lib/api/api-queries';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import { useLanguageCode } from '../../../hooks/use-language-code';
import { noticesPerPage } from './notice-pages';

export type NoticeType = components['schemas']['NoticeType'];

/** The notice page's tabs: every announcement type of the brand configuration (section 1). */
export const noticePageTypes: readonly NoticeType[] = ['B', 'PL', 'PU', 'PR', 'H'];

export function noticeTypeOf(value: string | null): NoticeType {
  return noticePageTypes.find((type) => type === value) ?? 'B';
}

/** A page number from the address: a whole number from 1, else 1. */
export function noticePageNoOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * `listNotices` for one type and page (9 per page, as the notice dialog), in the portal's language. While the next page
 * loads, the one before stays (`placeholderData`), so the list does not jump.
 */
export function useListNoticesOfType(type: NoticeType, pageNo: number) {
  const language = useLanguageCode();
  return asApiQuery(
    $api.useQuery(
      'get',
      '/wps/system/notice',
      { params: { query: { type: [type], pageNo, pageSize: noticesPerPage, language } } },
      { placeholderData: keepPreviousData, select: (d) => d.value },
    ),
  );
}
