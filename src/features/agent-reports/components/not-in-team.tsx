import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../../openapi/runtime/client/api-error';

/**
 * Whether a team report was refused because the member asked for is not in the agent's tree (404
 * `not_found` on `query.account`): the page says so instead of offering a Retry that cannot help.
 */
export function isNotInTeam(error: ApiError | null, account: string | undefined): boolean {
  return Boolean(account) && error?.key === 'not_found';
}

export function NotInTeam({ account }: { account: string }) {
  const { t } = useTranslation();
  return (
    <p className="records-empty" role="status">
      {t('agent-reports.notInTeam', { account })}
    </p>
  );
}
