import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state';
import { dateTimeFormat } from '../../../lib/format/intl-formats';
import { useListSandboxRequests } from '../api/use-list-sandbox-requests';
import { ConsoleSection } from './console-section';

/** How many of the newest requests the table shows. */
const shown = 50;

/** The live request log: what the portals of this sandbox ask, newest first. */
export function RequestLogSection() {
  const { t, i18n } = useTranslation();
  const requests = useListSandboxRequests();
  const time = dateTimeFormat(i18n.language, { timeStyle: 'medium' });
  return (
    <ConsoleSection
      id="requests"
      title={t('sandbox-console.requests.title')}
      description={t('sandbox-console.requests.description')}
    >
      <QueryState
        query={requests}
        isEmpty={(list) => list.length === 0}
        empty={<p className="console-empty">{t('sandbox-console.requests.empty')}</p>}
      >
        {(list) => (
          <div
            className="console-table-scroll"
            role="region"
            aria-label={t('sandbox-console.requests.title')}
            tabIndex={0}
          >
            <table className="console-table">
              <caption className="visually-hidden">
                {t('sandbox-console.requests.caption', { count: Math.min(shown, list.length) })}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('sandbox-console.requests.time')}</th>
                  <th scope="col">{t('sandbox-console.requests.operation')}</th>
                  <th scope="col">{t('sandbox-console.requests.status')}</th>
                  <th scope="col">{t('sandbox-console.requests.latency')}</th>
                  <th scope="col">{t('sandbox-console.requests.member')}</th>
                </tr>
              </thead>
              <tbody>
                {list
                  .slice(-shown)
                  .reverse()
                  .map((entry) => (
                    <tr key={entry.id}>
                      <td>{time.format(Date.parse(entry.at))}</td>
                      <td>
                        <code>{entry.operationId}</code>
                      </td>
                      <td className={entry.status >= 400 ? 'console-table__failed' : undefined}>
                        {entry.status}
                      </td>
                      <td>{entry.latencyMs}</td>
                      <td>{entry.member ?? t('sandbox-console.requests.anonymous')}</td>
                    </tr>
                  ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryState>
    </ConsoleSection>
  );
}
