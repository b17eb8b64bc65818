import { api } from '../../../lib/api/api-client';
import { toResult } from '../../../../openapi/runtime/client/api-result';
import type { LanguageCode } from '../../../lib/i18n/languages';

/** Announcement types asked for together (section 7); announcements 9 per page (section 9). */
export const noticeTypes = ['B', 'PL', 'PU', 'PR'] as const;
export const noticesPerPage = 9;

/** `listNotices`: one page of announcements in `language`, newest first, plus every pop-up notice. */
export function requestNoticePage(pageNo: number, language: LanguageCode) {
  return toResult(
    api.GET('/wps/system/notice', {
      params: { query: { type: [...noticeTypes], pageNo, pageSize: noticesPerPage, language } },
    }),
  );
}

export type NoticePage = Extract<
  Awaited<ReturnType<typeof requestNoticePage>>,
  { ok: true }
>['value'];
export type Notice = NoticePage['list'][number];
