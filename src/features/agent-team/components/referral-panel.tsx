import { useTranslation } from 'react-i18next';
import { CopyField } from '../../../components/copy-field';
import { QrCode } from '../../../components/qr-code';
import { QueryState } from '../../../components/query-state';
import { useGetReferralLink } from '../../../lib/member/api/use-get-referral-link';

/**
 * The agent's referral code and one registration link per brand domain, each with Copy and a QR
 * code: whoever registers through them becomes the agent's direct downline.
 */
export function ReferralPanel() {
  const { t } = useTranslation();
  const referral = useGetReferralLink();
  return (
    <section className="agent-referral" aria-labelledby="agent-referral-title">
      <h4 id="agent-referral-title">{t('agent-team.referral.title')}</h4>
      <p className="agent-team__note">{t('agent-team.referral.intro')}</p>
      <QueryState query={referral} failedText={t('agent-team.referral.failed')}>
        {(data) => (
          <>
            <CopyField label={t('agent-team.referral.code')} value={data.referralCode} />
            {data.links.map((link) => (
              <div key={link.domain} className="agent-referral__link">
                <CopyField
                  label={t('agent-team.referral.linkOf', { domain: link.domain })}
                  value={link.url}
                />
                <QrCode text={link.url} label={t('agent-team.referral.qrOf', { url: link.url })} />
              </div>
            ))}
          </>
        )}
      </QueryState>
    </section>
  );
}
