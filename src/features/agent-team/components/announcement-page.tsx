import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OperatorHtml } from '../../../components/operator-html';
import { RecordList } from '../../../components/records/record-list';
import { useLanguageCode } from '../../../hooks/use-language-code';
import { useRecordFormats } from '../../../hooks/use-record-formats';
import { useListAgentAnnouncements } from '../api/use-list-agent-announcements';
import '../../../components/records/records.css';
import './agent-team.css';

/** Section 9: announcements 9 per page. */
const announcementsPerPage = 9;

/**
 * Announcement (`agentAnnouncement`): the operator's notices to agents, newest first, 9 a page,
 * each with its time and its HTML content sanitised (`OperatorHtml`).
 */
export default function AnnouncementPage() {
  const { t } = useTranslation();
  const format = useRecordFormats();
  const language = useLanguageCode();
  const [pageNo, setPageNo] = useState(1);
  const query = useListAgentAnnouncements({
    pageNo,
    pageSize: announcementsPerPage,
    language,
  });

  return (
    <div className="agent-team">
      <RecordList
        query={query}
        fetching={query.isFetching}
        failedText={t('agent-team.announcements.failed')}
        emptyText={t('agent-team.announcements.empty')}
        pagesLabel={t('agent-team.announcements.pages')}
        onPage={setPageNo}
      >
        {(page) => (
          <ul className="agent-announcements">
            {page.list.map((notice) => (
              <li key={notice.id}>
                <article
                  className="agent-announcement"
                  aria-labelledby={`agent-notice-${notice.id}`}
                >
                  <h4 id={`agent-notice-${notice.id}`}>{notice.title}</h4>
                  <p className="agent-announcement__time">
                    <time dateTime={notice.time}>{format.dateTime(notice.time)}</time>
                  </p>
                  <OperatorHtml html={notice.content} />
                </article>
              </li>
            ))}
          </ul>
        )}
      </RecordList>
    </div>
  );
}
